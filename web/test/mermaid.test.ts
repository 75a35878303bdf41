import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mermaidConfig } from '../lib/mermaid';

const settings = (options: Record<string, unknown> = {}) => ({ theme: { light: 'neutral', dark: 'dark' }, options });

test('the theme follows the colour mode; the site options pass through', () => {
  const light = mermaidConfig(settings({ flowchart: { curve: 'linear' } }), false);
  assert.equal(light.theme, 'neutral');
  assert.deepEqual(light.flowchart, { curve: 'linear' });
  assert.equal(mermaidConfig(settings(), true).theme, 'dark');
});

test('Mermaid is always strict and never starts on load, whatever the options say', () => {
  const c = mermaidConfig(settings({ securityLevel: 'loose', startOnLoad: true, suppressErrorRendering: false }), false);
  assert.equal(c.securityLevel, 'strict');
  assert.equal(c.startOnLoad, false);
  assert.equal(c.suppressErrorRendering, true);
});

test("the dark theme's edge labels get a background with 4.5:1 contrast, unless the site sets one", () => {
  assert.deepEqual(mermaidConfig(settings(), true).themeVariables, { edgeLabelBackground: '#444444' });
  assert.deepEqual(mermaidConfig(settings(), false).themeVariables, {});
  const own = mermaidConfig(settings({ themeVariables: { edgeLabelBackground: '#000000', primaryColor: '#123456' } }), true);
  assert.deepEqual(own.themeVariables, { edgeLabelBackground: '#000000', primaryColor: '#123456' });
});
