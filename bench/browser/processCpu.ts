// CPU time the browser's renderer and GPU processes have used (CDP SystemInfo.getProcessInfo, all threads).
// Without a GPU every pixel is CPU work (SwiftShader fills them on its own worker threads, which the trace
// does not show), so CPU time per presented frame is the frame's whole cost — and, unlike wall time, it
// hardly moves when other processes share the cores.
import type { CDPSession } from 'playwright-core';

interface ProcessInfo {
  type: string;
  id: number;
  cpuTime: number;
}

/** Seconds of CPU used so far by the renderer and GPU processes. */
export async function renderingCpuSeconds(session: CDPSession): Promise<number> {
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
  return processInfo.filter((process) => process.type === 'renderer' || process.type === 'GPU').reduce((sum, process) => sum + process.cpuTime, 0);
}
