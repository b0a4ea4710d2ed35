// The minimap's place on the page (bottom right of the canvas); the engine draws it (createMinimap) in the
// studio's theme.
import { useEffect, useRef, useState } from 'react';
import { createMinimap, type FlowEditor, type MinimapHandle } from '../../../engine/index';
import { useTheme } from '../../theme/ThemeContext';

export function FlowMinimap({ editor }: { editor: FlowEditor }) {
  const host = useRef<HTMLDivElement>(null);
  const [minimap, setMinimap] = useState<MinimapHandle | null>(null);
  const { theme } = useTheme();
  useEffect(() => {
    if (!host.current) return;
    const created = createMinimap(host.current, editor);
    setMinimap(created);
    return () => {
      created.destroy();
      setMinimap(null);
    };
  }, [editor]);
  useEffect(() => minimap?.setTheme(theme), [minimap, theme]);
  return <div ref={host} className="flow-minimap" data-testid="flow-minimap" />;
}
