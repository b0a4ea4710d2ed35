// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config/AppConfig';
import { ConfigContext } from '../../../config/ConfigContext';
import AiPromptForm from './AiPromptForm';
import type { NodeFormProps } from './nodeFormProps';

function render(aiConfigured: boolean): string {
  const props = {
    config: { prompt: 'Hi', temperature: 0.5 },
    onChange: () => undefined,
    problems: { at: () => undefined },
    readOnly: false,
  } as unknown as NodeFormProps<{ prompt: string; temperature: number }>;
  const config = { aiConfigured } as AppConfig;
  return renderToStaticMarkup(createElement(ConfigContext.Provider, { value: config }, createElement(AiPromptForm, props)));
}

describe('AiPromptForm', () => {
  it('says AI is not configured on this server when the server has none', () => {
    expect(render(false)).toContain('AI is not configured on this server');
    expect(render(true)).not.toContain('AI is not configured');
  });
});
