/**
 * What a live example's `import … from '@elastic/charts'` resolves to: the library,
 * with Chart and Settings wrapped so that every chart follows the site's colour mode
 * (LIGHT_THEME or DARK_THEME as its base theme) and has the example's title as its
 * accessible name, without the example saying so. The generated example modules
 * (web/live/examples/, see web/scripts/live-modules.mjs) and the in-browser editor
 * import this module; its types are the library's, so the examples type-check
 * against @elastic/charts itself.
 */
import '@elastic/charts/dist/theme_only_light.css';
import {
  Chart as LibChart, Settings as LibSettings, DARK_THEME, LIGHT_THEME,
} from '@elastic/charts';
import { Children, createContext, isValidElement, useContext, type ComponentProps } from 'react';

export * from '@elastic/charts';

export interface LiveSettings { dark: boolean; title: string }

const LiveContext = createContext<LiveSettings>({ dark: false, title: '' });
export const LiveProvider = LiveContext.Provider;

type SettingsProps = ComponentProps<typeof LibSettings>;

function themed({ dark, title }: LiveSettings, props: Partial<SettingsProps>): Partial<SettingsProps> {
  return { baseTheme: dark ? DARK_THEME : LIGHT_THEME, ariaLabel: title || undefined, ariaUseDefaultSummary: true, ...props };
}

/** The library's Settings, with the site's base theme and the example's title by default. */
export function Settings(props: SettingsProps) {
  const live = useContext(LiveContext);
  return <LibSettings {...themed(live, props)} />;
}

/**
 * The library's Chart; one without a <Settings> child gets the site's. A `title` and
 * a `description` are not drawn: the library draws them as <h3> and <h4>, which would
 * break the page's heading order. The example's title names the chart and its block;
 * the description becomes the chart's accessible description.
 */
export function Chart(props: ComponentProps<typeof LibChart>) {
  const live = useContext(LiveContext);
  const { children, title: _title, description, ...rest } = props;
  const hasSettings = Children.toArray(children).some((c) => isValidElement(c) && (c.type === Settings || c.type === LibSettings));
  return (
    <LibChart {...rest}>
      {hasSettings ? null : <LibSettings {...themed(live, description ? { ariaDescription: description } : {})} />}
      {children}
    </LibChart>
  );
}
