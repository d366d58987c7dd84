/**
 * The source of an inline script that runs `body` once the first frame has painted: two animation
 * frames, then a task. Animation frames do not run in a background tab, so it also runs after 3 s
 * at the latest. Once only, whichever comes first. `body` may `return` early.
 */
export const afterFirstPaint = (body: string): string =>
  `(function(){var d=!1;function r(){if(d)return;d=!0;${body}}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r,0)})});setTimeout(r,3e3)})();`
