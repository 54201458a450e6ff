(function(){'use strict';
var q=document.getElementById('q'),st=document.getElementById('st'),fa=document.getElementById('fa');
var rows=document.querySelectorAll('tr.r');
function statusOk(e,s){if(!s)return true;var c=e.getAttribute('data-status');
 if(s==='changed')return c!=='same';
 return c===s||(' '+e.getAttribute('data-cells')+' ').indexOf(' '+s+' ')>=0;}
function apply(){var text=q.value.trim().toLowerCase(),s=st.value,f=fa.value,on=text||s||f,shown=0;
 for(var i=0;i<rows.length;i++){var e=rows[i];
  var ok=(!f||e.getAttribute('data-family')===f)&&statusOk(e,s)&&(!text||e.textContent.toLowerCase().indexOf(text)>=0);
  e.hidden=!ok;if(ok)shown++;}
 document.getElementById('shown').textContent=on?(shown+' of '+rows.length+' rules shown'):'';}
function keep(){var p=new URLSearchParams();if(q.value)p.set('q',q.value);if(st.value)p.set('status',st.value);
 if(fa.value)p.set('family',fa.value);var h=p.toString();
 try{history.replaceState(null,'',h?'#'+h:location.pathname+location.search);}catch(e){}}
function fromHash(){if(location.hash.indexOf('=')<0)return;
 var p=new URLSearchParams(location.hash.replace(/^#/,''));
 q.value=p.get('q')||'';st.value=p.get('status')||'';fa.value=p.get('family')||'';apply();}
function changed(){apply();keep();}
q.addEventListener('input',changed);st.addEventListener('change',changed);fa.addEventListener('change',changed);
window.addEventListener('hashchange',fromHash);fromHash();
})();
