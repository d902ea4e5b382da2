// The dev server's browser side: after a rebuild, the page's article replaced in place (or the page reloaded); a failed build's error over the page.

/**
 * Inline script added to every page that the dev server serves. It tells the event channel which build its page came
 * from (the `Server-Timing: docgen;desc="<build>"` response header), so a page that was loading while a rebuild
 * finished, and missed its `reload`, is reloaded as soon as it connects. A `reload` that names the pages rebuilt
 * (`{routes}`: only content changed) goes to the page's router, which shows the new article in place and keeps the
 * reader's place; a page whose router does not take it (not hydrated yet) reloads.
 */
export function devClient(baseUrl: string): string {
  return `<script>(function(){
var nav=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0],build='';
(nav&&nav.serverTiming||[]).forEach(function(t){if(t.name==='docgen')build=t.description});
var es=new EventSource(${JSON.stringify(`${baseUrl}__docgen/events`)}+(build?'?build='+encodeURIComponent(build):''));
function overlay(text){var o=document.getElementById('docgen-error-overlay');if(!text){if(o)o.remove();return}
if(!o){o=document.createElement('div');o.id='docgen-error-overlay';o.setAttribute('role','alert');
o.style.cssText='position:fixed;inset:0;z-index:9999;background:rgba(20,20,20,.92);color:#ffb4b4;font:14px/1.5 monospace;padding:32px;white-space:pre-wrap;overflow:auto';
document.body.appendChild(o)}o.textContent='docgen: the last edit broke the build; still serving the last good version.\\n\\n'+text}
es.addEventListener('reload',function(e){var d={};try{d=JSON.parse(e.data)}catch(x){}
if(d.routes&&!window.dispatchEvent(new CustomEvent('docgen:dev-update',{cancelable:true,detail:{routes:d.routes}})))return;location.reload()});
es.addEventListener('build-error',function(e){overlay(JSON.parse(e.data).message)});
es.addEventListener('build-ok',function(){overlay(null)});
})();</script>
`;
}
