import { describe, expect, it } from 'vitest';
import { AT_REST_BUDGET_MS, BUILD_BUDGET_MAX_MS, BUILD_LIMIT_MAX, BUILD_LIMIT_MIN, BuildBudget, FRAME_BUDGET_MS } from './BuildBudget';

/** Feeds `count` frames `interval` ms apart, each building `built` views at `perViewMs`. */
function frames(budget: BuildBudget, count: number, interval: number, built: number, perViewMs: number): void {
  for (let i = 0; i < count; i += 1) budget.learn(i * interval, built, built * perViewMs, budget.baseRenderMs);
}

describe('BuildBudget', () => {
  it('keeps to a few milliseconds per frame when frames come at 60 Hz', () => {
    const budget = new BuildBudget();
    frames(budget, 40, 16, 4, 0.25);
    expect(budget.budgetMs()).toBeLessThanOrEqual(FRAME_BUDGET_MS);
    expect(budget.limit()).toBeLessThanOrEqual(Math.ceil(FRAME_BUDGET_MS / 0.25));
  });

  it('builds more per frame while the view is at rest, never less than while it moves', () => {
    const budget = new BuildBudget();
    frames(budget, 40, 16, 4, 0.25);
    expect(budget.budgetMs(true)).toBe(AT_REST_BUDGET_MS);
    expect(budget.limit(true)).toBe(Math.floor(AT_REST_BUDGET_MS / budget.viewCostMs));
    const slow = new BuildBudget();
    frames(slow, 40, 200, 10, 0.3);
    expect(slow.budgetMs(true)).toBe(slow.budgetMs());
  });

  it('builds a screenful in a frame or two when every frame is slow (software WebGL)', () => {
    const budget = new BuildBudget();
    frames(budget, 40, 200, 10, 0.3);
    expect(budget.budgetMs()).toBeCloseTo(Math.min(BUILD_BUDGET_MAX_MS, (200 - 16) * 0.5), 0);
    // ~35 nodes and ~35 connections in view: at most two frames.
    expect(budget.limit()).toBeGreaterThanOrEqual(35);
  });

  it('raises the budget after one slow frame', () => {
    const budget = new BuildBudget();
    budget.learn(0, 10, 3, 1);
    budget.learn(350, 10, 3, 1);
    expect(budget.budgetMs()).toBe(BUILD_BUDGET_MAX_MS);
  });

  it('never goes below the minimum or above the maximum, and ignores pauses between frames', () => {
    const slow = new BuildBudget();
    frames(slow, 40, 16, 2, 3);
    expect(slow.limit()).toBe(BUILD_LIMIT_MIN);
    const cheap = new BuildBudget();
    frames(cheap, 40, 300, 50, 0.001);
    expect(cheap.limit()).toBe(BUILD_LIMIT_MAX);
    const idle = new BuildBudget();
    idle.learn(0, 0, 0, 1);
    idle.learn(5000, 0, 0, 1);
    expect(idle.frameIntervalMs).toBe(16);
  });
});
