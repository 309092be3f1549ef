import type { MemoryGrowth, MemoryVerdict } from './memory-trend.ts';

const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

function row(name: string, g: MemoryGrowth, limit: number): string {
  return `| ${name} | ${g.startMb} | ${g.endMb} | ${percent(g.growth)} | ${g.maxMb} (${percent(g.maxGrowth)}) | ${g.slopeMbPerMin} | ${g.growth <= limit ? 'pass' : '**FAIL**'} |`;
}

/** The soak's memory verdict as a markdown table (bench/results/soak-*.md). */
export function memoryLines(memory: MemoryVerdict): string[] {
  return [
    `Server memory after a full GC, the median of the last quarter of the samples against the median of the first quarter (target: each within ${(memory.limit * 100).toFixed(0)}%):`,
    '',
    '| memory | start MB | end MB | growth | highest sample MB | slope MB/min | |',
    '|---|---:|---:|---:|---:|---:|---|',
    row('RSS', memory.rss, memory.limit),
    row('V8 heap used', memory.heap, memory.limit),
  ];
}
