(function(){'use strict';
var PROBLEM=['fail','crash','timeout','xpass'],TESTONLY=['crash','timeout','xfail','xpass','hazard'];
var q=document.getElementById('q'),st=document.getElementById('st'),fa=document.getElementById('fa');
var items=document.querySelectorAll('[data-status]'),groups=document.querySelectorAll('.grp');
function statusOk(e,s){if(!s)return true;var own=e.getAttribute('data-status');
 if(s==='problem')return PROBLEM.indexOf(own)>=0;
 var ts=(e.getAttribute('data-tests')||'').split(' ');
 return own===s||(TESTONLY.indexOf(s)>=0&&ts.indexOf(s)>=0);}
function apply(){var text=q.value.trim().toLowerCase(),s=st.value,f=fa.value,on=text||s||f,shown=0,total=0;
 for(var i=0;i<items.length;i++){var e=items[i];
  var ok=(!f||e.getAttribute('data-family')===f)&&statusOk(e,s)&&(!text||e.textContent.toLowerCase().indexOf(text)>=0);
  e.hidden=!ok;if(e.classList.contains('t')){total++;if(ok)shown++;}}
 for(var j=0;j<groups.length;j++){var g=groups[j],any=g.querySelector('[data-status]:not([hidden])')!==null;
  g.hidden=!any;if(on&&any&&g.tagName==='DETAILS')g.open=true;}
 document.getElementById('shown').textContent=on?(shown+' of '+total+' tests shown'):'';}
function keep(){var p=new URLSearchParams();if(q.value)p.set('q',q.value);if(st.value)p.set('status',st.value);
 if(fa.value)p.set('family',fa.value);var h=p.toString();
 try{history.replaceState(null,'',h?'#'+h:location.pathname+location.search);}catch(e){}}
function fromHash(){var p=new URLSearchParams(location.hash.replace(/^#/,''));
 q.value=p.get('q')||'';st.value=p.get('status')||'';fa.value=p.get('family')||'';apply();}
function changed(){apply();keep();}
q.addEventListener('input',changed);st.addEventListener('change',changed);fa.addEventListener('change',changed);
var bs=document.querySelectorAll('button[data-st]');
for(var k=0;k<bs.length;k++)bs[k].addEventListener('click',function(){var v=this.getAttribute('data-st');
 st.value=st.value===v?'':v;changed();});
window.addEventListener('hashchange',fromHash);if(location.hash.length>1)fromHash();
})();
