// What the page cannot measure about itself, asked through the Chrome DevTools Protocol: a full garbage
// collection, the JS heap in use, and the main thread's accumulated task/script/layout/style times.
import type { CDPSession, Page } from 'playwright-core';

export interface ThreadTimes {
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
}

export class CdpProbe {
  private constructor(private readonly session: CDPSession) {}

  static async attach(page: Page): Promise<CdpProbe> {
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    return new CdpProbe(session);
  }

  /** JS heap in use after a full collection. */
  async heapAfterGc(): Promise<number> {
    await this.session.send('HeapProfiler.collectGarbage');
    const usage = await this.session.send('Runtime.getHeapUsage');
    return usage.usedSize;
  }

  async threadTimes(): Promise<ThreadTimes> {
    const { metrics } = await this.session.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { taskMs: value('TaskDuration'), scriptMs: value('ScriptDuration'), layoutMs: value('LayoutDuration'), styleMs: value('RecalcStyleDuration') };
  }
}

export function threadTimesBetween(before: ThreadTimes, after: ThreadTimes): ThreadTimes {
  return {
    taskMs: after.taskMs - before.taskMs,
    scriptMs: after.scriptMs - before.scriptMs,
    layoutMs: after.layoutMs - before.layoutMs,
    styleMs: after.styleMs - before.styleMs,
  };
}
