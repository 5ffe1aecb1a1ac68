// The local functions runtime (never deployed: Supabase skips folders starting with "_"). The
// embedded backend (supabase/local/functions.ts) starts it once, under Deno, and forwards
// /functions/v1/<name> to it. Each function's own index.ts is imported as deployed; its
// Deno.serve(handler) call is caught here, so one process serves every function on one port.
// It prints {"port": N} once listening and exits when its parent closes stdin.

type Handler = (req: Request) => Response | Promise<Response>;

const serve = Deno.serve;
const handlers = new Map<string, Handler>();
const root = new URL('../', import.meta.url);

function captured(name: string) {
  return (...args: unknown[]) => {
    const last = args.at(-1);
    const handler =
      typeof last === 'function'
        ? (last as Handler)
        : ((last as { handler?: Handler } | undefined)?.handler ?? null);
    if (!handler) throw new Error(`${name}: Deno.serve was called without a handler`);
    handlers.set(name, handler);
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {} };
  };
}

const names: string[] = [];
for await (const entry of Deno.readDir(root)) {
  if (!entry.isDirectory || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
  try {
    await Deno.stat(new URL(`${entry.name}/index.ts`, root));
    names.push(entry.name);
  } catch {
    // not a function folder
  }
}
for (const name of names.sort()) {
  (Deno as { serve: unknown }).serve = captured(name);
  await import(new URL(`${name}/index.ts`, root).href);
}
(Deno as { serve: unknown }).serve = serve;

serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(JSON.stringify({ port, functions: [...handlers.keys()] })),
  },
  (req) => {
    const name = new URL(req.url).pathname.replace(/^\/(functions\/v1\/)?/, '').split('/')[0] ?? '';
    const handler = handlers.get(name);
    if (!handler) return Response.json({ error: `No function named ${name}` }, { status: 404 });
    return handler(req);
  },
);

// The backend holds our stdin open; when it goes away (even killed), so do we.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    // nothing is sent; we only wait for the end
  }
  Deno.exit(0);
})();
