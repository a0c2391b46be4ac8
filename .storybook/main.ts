import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: {
    name: '@storybook/react-vite',
    // Its own small Vite config: the root one is the member app's (base /member/, chunking), not the stories'.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  // No telemetry: builds run offline and in CI.
  core: { disableTelemetry: true },
};

export default config;
