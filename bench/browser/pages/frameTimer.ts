// Frame bookkeeping shared by the pages. Imported first: it wraps requestAnimationFrame so the time an engine
// spends in its own frame callbacks (pixi's ticker, a renderer's draw) is added up, while the bench's callbacks
// use the original and are not counted.
const nativeRequestAnimationFrame = window.requestAnimationFrame.bind(window);
let engineFrameMs = 0;

window.requestAnimationFrame = (callback: FrameRequestCallback): number =>
  nativeRequestAnimationFrame((time) => {
    const start = performance.now();
    try {
      callback(time);
    } finally {
      engineFrameMs += performance.now() - start;
    }
  });

/** Engine frame-callback time since the last call. */
export function takeEngineFrameMs(): number {
  const taken = engineFrameMs;
  engineFrameMs = 0;
  return taken;
}

/** The bench's own frame callback (not counted as engine time). */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => nativeRequestAnimationFrame(resolve));
}

export async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await nextFrame();
}
