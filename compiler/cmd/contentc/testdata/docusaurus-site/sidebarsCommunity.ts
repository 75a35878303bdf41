import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The community docs plugin's sidebar: named "docs" like the default plugin's.
const sidebars: SidebarsConfig = {
  docs: ['intro', 'support'],
};

export default sidebars;
