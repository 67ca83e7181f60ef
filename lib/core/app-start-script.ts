/**
 * How a page with a built-in first view (scripts/prerender.mjs) starts the app: after the browser
 * has painted that view, not before. Kept apart from the app so the server can hash the script
 * for its Content-Security-Policy and the build can write it into those pages.
 *
 * Why wait: the first view is complete HTML and CSS, so the visitor sees the page as soon as the
 * stylesheet is in. Script tags in the page would make the browser fetch and run about 80 KB of
 * modules alongside it; on a slow phone that bandwidth and CPU come out of the first paint. Here
 * the app's module and its preloads are written into the page one task after the first
 * contentful paint, so the view paints first and the app takes over a moment later.
 */

/** The <template> in the page's head that holds the app's module and preload tags, inert until started. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/**
 * The window property where the start script keeps the buttons of the first view pressed before
 * the app took it over, oldest first, for the app to press again once their handlers exist.
 */
export const FIRST_VIEW_PRESSES = '__firstViewPresses';

/**
 * Starts the app at once where nothing will be painted first: a tab the first view was not built
 * for (a signed-in tab on a guest's page, or the other way round: app/first-view.css hides it
 * there), a tab in the background (it does not paint), a browser that
 * does not report paints. Otherwise after the first contentful paint, or at the first tap, key
 * or focus if that comes sooner, with a three-second fallback in case no paint is ever reported.
 * Always once the document is parsed, as the module script in the page would have run.
 *
 * The first view's plain buttons (the Menu, Show password) are live for the keyboard but have no
 * handler until the app takes over, so a press in that gap (a keyboard user reaching the Menu and
 * pressing Enter while the app's modules still load) would do nothing. Such presses are kept in
 * order for the app to replay; a form's buttons are marked unavailable there and never kept, and
 * a form of the first view is never sent as a plain HTML form (its read-only fields are exempt
 * from the browser's required-field check, so a press on its button would post it empty).
 */
export const APP_START_SCRIPT =
  `(function(){var d=document,started=0;` +
  `function start(){if(started)return;started=1;var t=d.getElementById(${JSON.stringify(APP_SCRIPTS_TEMPLATE_ID)});if(!t)return;` +
  `var tags=t.content.children;for(var i=0;i<tags.length;i++){var o=tags[i],n=d.createElement(o.localName);` +
  `for(var j=0;j<o.attributes.length;j++)n.setAttribute(o.attributes[j].name,o.attributes[j].value);d.head.appendChild(n);}}` +
  `function go(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',start);else start();}` +
  `var presses=window[${JSON.stringify(FIRST_VIEW_PRESSES)}]=[];` +
  `d.addEventListener('click',function(e){var root=d.getElementById('root'),b=e.target&&e.target.closest?e.target.closest('button'):null;` +
  `if(b&&b.type==='button'&&!b.hasAttribute('aria-disabled')&&root&&root.hasAttribute('data-first-view')&&root.contains(b))presses.push(b);},true);` +
  `d.addEventListener('submit',function(e){var root=d.getElementById('root');if(root&&root.hasAttribute('data-first-view')&&root.contains(e.target))e.preventDefault();},true);` +
  `var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;` +
  `var r=d.documentElement,forAccount=r.getAttribute('data-first-view-audience')==='account';` +
  `if(r.hasAttribute('data-signed-in')!==forAccount||d.visibilityState!=='visible'||!types||types.indexOf('paint')<0)return go();` +
  `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0);}}).observe({type:'paint',buffered:true});` +
  // Someone already reaching for the page (a tap, a key, the focus) needs the app now.
  `['pointerdown','keydown','focusin'].forEach(function(type){d.addEventListener(type,go,{once:true,capture:true});});` +
  `setTimeout(go,3000);})();`;
