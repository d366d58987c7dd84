/**
 * The story film's play button. The page shows the poster with one large button over it; pressing
 * it gives the <video> the browser's own controls, turns the captions on and starts the film, with
 * focus on the player so the keyboard carries on there.
 *
 * Why not `<video controls>` from the start: Chromium builds its controls from six SVG icons, each
 * its own SVG document, ~20 ms of main-thread style and paint during the first frames. On
 * /showcase/, which opens at the player, that was the one cost the route had beyond the others:
 * with the button its Lighthouse (mobile) TBT went from 296 to 63 ms and its performance score from
 * 94 to 100 (medians of 5). Before play the controls offer nothing the button does not: with
 * preload="none" there is nothing to seek or mute yet.
 *
 * The handler is inline and listens on the document, so the button works from the first paint,
 * before React hydrates (Gatsby's scripts wait for that paint), and the same code runs after. React
 * never renders `controls` on the live player nor `hidden` on the button, so it leaves both alone.
 * Without JavaScript the <noscript> player (with controls) takes the place of both.
 */

/** The attribute that marks the button, holding the id of the <video> it plays. */
export const PLAYS_VIDEO_ATTRIBUTE = 'data-plays-video'

export const PLAY_VIDEO_SCRIPT = `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${PLAYS_VIDEO_ATTRIBUTE}]");if(!b)return;var v=document.getElementById(b.getAttribute("${PLAYS_VIDEO_ATTRIBUTE}"));if(!v||typeof v.play!="function")return;v.controls=!0;b.hidden=!0;var t=v.textTracks&&v.textTracks[0];if(t&&t.mode==="disabled")t.mode="showing";v.focus();var p=v.play();if(p&&p.catch)p.catch(function(){})});`
