// CPU time the browser's processes have used (CDP SystemInfo.getProcessInfo, all threads).
// Without a GPU every pixel is CPU work (SwiftShader fills them on its own worker threads, which the trace
// does not show), so CPU time per presented frame is the frame's whole cost — and, unlike wall time, it
// hardly moves when other processes share the cores.
import type { CDPSession } from 'playwright-core';

interface ProcessInfo {
  type: string;
  id: number;
  cpuTime: number;
}

export interface BrowserCpu {
  /** Seconds of CPU used so far by the renderer and GPU processes (the frame pipeline). */
  rendering: number;
  /** Seconds of CPU used so far by every process of the browser (browser, renderers, GPU, utilities). */
  all: number;
}

/** CPU used so far by the browser's processes (seconds). */
export async function browserCpuSeconds(session: CDPSession): Promise<BrowserCpu> {
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
  let rendering = 0;
  let all = 0;
  for (const process of processInfo) {
    all += process.cpuTime;
    if (process.type === 'renderer' || process.type === 'GPU') rendering += process.cpuTime;
  }
  return { rendering, all };
}
