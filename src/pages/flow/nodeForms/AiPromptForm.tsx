// AI prompt: the prompt (tokens allowed, its answer becomes the `response` value) and the temperature.
// When the server has no AI configured (app-config aiConfigured false) the form says so: the node would fail.
import { useContext } from 'react';
import { ConfigContext } from '../../../config/ConfigContext';
import { PlaceholderField } from './inputs/PlaceholderField';
import { RangeSlider } from './inputs/RangeSlider';
import type { NodeFormProps } from './nodeFormProps';

export default function AiPromptForm({ config, onChange, problems, readOnly }: NodeFormProps<{ prompt: string; temperature: number }>) {
  const aiConfigured = useContext(ConfigContext)?.aiConfigured ?? true;
  return (
    <>
      {!aiConfigured && (
        <p className="field__hint" role="alert" data-testid="ai-not-configured">
          AI is not configured on this server: this node fails when visitors reach it until an administrator sets AI_BASE_URL and AI_MODEL.
        </p>
      )}
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
