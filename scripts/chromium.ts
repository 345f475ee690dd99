/** Debian's Chromium with the flags this workplace needs; nothing downloads a browser (e2e and benchmarks). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.65 turns off for every Chromium it launches (its own `--disable-features`, which comes
 * before ours on the command line). Chromium keeps only the last `--disable-features`, so ours repeats them:
 * e2e/specs/chromium-flags.spec.ts fails when a new Playwright turns off one that is missing here.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 still builds the address bar's suggestion popup, a WebUI page (chrome://omnibox-popup…)
 * in a renderer of its own, for every new window, and each browser context opens one: eight contexts loading a
 * small page took 7.8–8.2 s with it and 5.2–6.0 s without, the popup's renderer alone 5.1 s of CPU (BENCHMARKS.md,
 * 2026-12-01). Puppeteer turns the same two features off by default.
 */
const unusedBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserUi].join(',')}`,
];
