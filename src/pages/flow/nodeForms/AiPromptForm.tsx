// AI prompt: the prompt (tokens allowed, its answer becomes the `response` value) and the temperature.
import { PlaceholderField } from './inputs/PlaceholderField';
import { RangeSlider } from './inputs/RangeSlider';
import type { NodeFormProps } from './nodeFormProps';

export default function AiPromptForm({ config, onChange, problems, readOnly }: NodeFormProps<{ prompt: string; temperature: number }>) {
  return (
    <>
      <PlaceholderField
        label="Prompt"
        multiline
        rows={8}
        value={config.prompt}
        placeholder="Write a short greeting for {{1.country}}…"
        testId="ai-prompt"
        error={problems.at('prompt')}
        warning={config.prompt.trim() === '' ? 'Without a prompt the node does nothing.' : undefined}
        hint="The answer becomes this node's response value."
        onChange={(prompt) => onChange({ ...config, prompt })}
      />
      <RangeSlider
        label="Temperature"
        value={config.temperature}
        min={0}
        max={2}
        step={0.01}
        startLabel="Deterministic"
        endLabel="Random"
        disabled={readOnly}
        testId="ai-temperature"
        error={problems.at('temperature')}
        onChange={(temperature) => onChange({ ...config, temperature: Number(temperature.toFixed(2)) })}
      />
    </>
  );
}
