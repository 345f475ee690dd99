/**
 * AppShell pauses its sections' transitions for its first 200 ms, and while the window resizes, by marking its root
 * `data-resizing`, which sets `--app-shell-transition-duration` to 0s for every element of the page: the mark's
 * removal after the app's first render restyled them all (a ~100 ms task at a phone's speed, BENCHMARKS.md). The only
 * transition the variable times here is the main area's padding as the window crosses the breakpoint (the header,
 * menu and bottom bar have the theme's colour transition instead, global.css), which the mark pauses anyway: at the
 * mark's own 0s throughout, the mark changes nothing below the root.
 */
export const shellVars = () => ({ root: { '--app-shell-transition-duration': '0s' } });
