// The RGBA and HSLA number fields of the colour popover (editor.md §5 ranges): each typed value is clamped to
// its channel's range and converted by colord (colourText.ts). HSLA keeps the typed channels while they stand
// for the current colour, so a hue typed on a grey is not lost to the round trip through hex.
import { useState } from 'react';
import { useFocusDraft } from './useFocusDraft';
import { clampChannel, hexFromHsla, hexFromRgba, hslaOf, HSLA_RANGES, rgbaOf, RGBA_RANGES, type Hsla, type Rgba } from './colourText';

interface ChannelsProps {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
  testId: string;
}

const NAMES: Record<string, string> = { r: 'Red', g: 'Green', b: 'Blue', a: 'Alpha', h: 'Hue', s: 'Saturation', l: 'Lightness' };

export function RgbaFields({ value, onChange, disabled, testId }: ChannelsProps) {
  const rgba = rgbaOf(value);
  return (
    <fieldset className="colour-channels" data-testid={`${testId}-rgba`}>
      <legend className="colour-channels__legend">RGBA</legend>
      {(Object.keys(RGBA_RANGES) as (keyof Rgba)[]).map((channel) => (
        <ChannelInput
          key={channel}
          channel={channel}
          value={rgba[channel]}
          range={RGBA_RANGES[channel]}
          disabled={disabled}
          testId={`${testId}-${channel}`}
          onChange={(number) => onChange(hexFromRgba({ ...rgba, [channel]: number }))}
        />
      ))}
    </fieldset>
  );
}

export function HslaFields({ value, onChange, disabled, testId }: ChannelsProps) {
  const [typed, setTyped] = useState<{ colour: string; hsla: Hsla } | null>(null);
  const hsla = typed?.colour === value ? typed.hsla : hslaOf(value);
  return (
    <fieldset className="colour-channels" data-testid={`${testId}-hsla`}>
      <legend className="colour-channels__legend">HSLA</legend>
      {(Object.keys(HSLA_RANGES) as (keyof Hsla)[]).map((channel) => (
        <ChannelInput
          key={channel}
          channel={channel}
          value={hsla[channel]}
          range={HSLA_RANGES[channel]}
          disabled={disabled}
          testId={`${testId}-${channel === 'a' ? 'hsl-a' : channel}`}
          onChange={(number) => {
            const next = { ...hsla, [channel]: number };
            const colour = hexFromHsla(next);
            setTyped({ colour, hsla: next });
            onChange(colour);
          }}
        />
      ))}
    </fieldset>
  );
}

interface ChannelInputProps {
  channel: string;
  value: number;
  range: readonly [number, number];
  onChange(value: number): void;
  disabled: boolean;
  testId: string;
}

/** One channel: the text typed is kept while focused; numbers are clamped; leaving shows the value in force. */
function ChannelInput({ channel, value, range, onChange, disabled, testId }: ChannelInputProps) {
  const draft = useFocusDraft(String(value));
  return (
    <label className="colour-channel">
      <span className="colour-channel__name" title={NAMES[channel]}>
        {channel.toUpperCase()}
      </span>
      <input
        type="number"
        className="field__input"
        min={range[0]}
        max={range[1]}
        step={range[1] === 1 ? 0.01 : 1}
        aria-label={`${NAMES[channel]} (${range[0]}–${range[1]})`}
        value={draft.text}
        disabled={disabled}
        data-testid={testId}
        onFocus={draft.onFocus}
        onChange={(event) => {
          draft.type(event.target.value);
          const number = event.target.value.trim() === '' ? Number.NaN : Number(event.target.value);
          if (!Number.isNaN(number)) onChange(clampChannel(number, range));
        }}
        onBlur={draft.onBlur}
      />
    </label>
  );
}
