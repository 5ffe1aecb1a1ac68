import { handle } from './handler.ts';

Deno.serve(handle);
