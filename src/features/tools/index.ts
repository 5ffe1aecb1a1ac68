// The quick tools' public face: the registry, and the pages the routes show.
export { TOOL_IDS, TOOLS, toolPath, type ToolId } from './registry';
export { CoinFlipTool } from './coin-flip';
export { DiceRollTool } from './dice-roll';
export { SpinTheBottleTool } from './spin-the-bottle';
