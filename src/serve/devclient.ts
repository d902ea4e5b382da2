// The dev server's browser side: reload after a rebuild, show a failed build's error over the page.

/** Inline script added to every page that the dev server serves. */
export function devClient(baseUrl: string): string {
  return `<script>(function(){
var es=new EventSource(${JSON.stringify(`${baseUrl}__docgen/events`)});
function overlay(text){var o=document.getElementById('docgen-error-overlay');if(!text){if(o)o.remove();return}
if(!o){o=document.createElement('div');o.id='docgen-error-overlay';o.setAttribute('role','alert');
o.style.cssText='position:fixed;inset:0;z-index:9999;background:rgba(20,20,20,.92);color:#ffb4b4;font:14px/1.5 monospace;padding:32px;white-space:pre-wrap;overflow:auto';
document.body.appendChild(o)}o.textContent='docgen: the last edit broke the build; still serving the last good version.\\n\\n'+text}
es.addEventListener('reload',function(){location.reload()});
es.addEventListener('build-error',function(e){overlay(JSON.parse(e.data).message)});
es.addEventListener('build-ok',function(){overlay(null)});
})();</script>
`;
}
