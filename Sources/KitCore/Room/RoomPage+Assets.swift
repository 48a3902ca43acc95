extension RoomPage {
  /// The page's style: each colour of light also a shape (green a circle, red a square,
  /// amber a diamond, crashed an octagon, timed out a dashed ring) with its glyph inside.
  static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:1em;color:#1b1b1b;background:#fff}
    h1{font-size:1.4em;margin:0}h2{font-size:1.15em;margin-top:2em}
    .meta,.legend{margin:.2em 0;color:#444}
    .sort button{font:inherit;margin:0 .2em;padding:.1em .6em;border:1px solid #888;border-radius:3px;background:#f4f4f4;cursor:pointer}
    .sort button[aria-pressed=true]{background:#1b1b1b;color:#fff}
    table{border-collapse:collapse;margin-top:.6em}
    th,td{padding:.25em .5em;text-align:left;vertical-align:top;border-bottom:1px solid #e3e3e3}
    tr.learner{cursor:pointer}tr.learner:hover,tr.learner:focus{background:#f3f6fb;outline:none}
    tr.learner[aria-expanded=true]{background:#eef2f8}
    tr.is-stuck .learner-name{font-weight:bold}.stuck{color:#b00020}
    td.name{min-width:16em;max-width:30em}
    .detail{font-size:.85em;color:#555;overflow-wrap:anywhere}
    td.timeline,tr.axis th:last-child{white-space:nowrap;padding:.25em 0}
    td.timeline i,tr.axis i{display:inline-block;width:15px;height:15px;margin:0 1px;font-style:normal;font-size:11px;line-height:15px;text-align:center;vertical-align:middle;position:relative}
    tr.axis i{height:1.2em;overflow:visible}tr.axis b{position:absolute;left:0;font-weight:normal;font-size:10px;color:#555}
    .light{color:#fff;box-sizing:border-box}
    .light.g{background:#1e7b34;border-radius:50%}
    .light.r{background:#c0262d}
    .light.a{background:#b8860b;clip-path:polygon(50% 0,100% 50%,50% 100%,0 50%)}
    .light.c{background:#5a2a82;clip-path:polygon(30% 0,70% 0,100% 30%,100% 70%,70% 100%,30% 100%,0 70%,0 30%)}
    .light.t{color:#1b1b1b;border:2px dashed #555;border-radius:50%}
    i.gap,span.gap{width:9px;color:#888}
    legend,.legend .light{display:inline-block;width:15px;height:15px;text-align:center;line-height:15px;font-size:11px}
    tr.history td{background:#fafafa}
    .history-body h3{font-size:1em;margin:.8em 0 .2em}
    .history-body ul{margin:.2em 0 .2em 1.2em;padding:0}
    .history-body .strip i{display:inline-block;width:15px;height:15px;margin:0 1px;font-style:normal;font-size:11px;line-height:15px;text-align:center}
    .history-body .strip i.has-code{cursor:pointer;outline:2px solid #1b1b1b;outline-offset:1px}
    .code{margin:.5em 0;padding:.5em;border:1px solid #ccc;background:#fff;max-width:100%;overflow:auto}
    .code pre{margin:.2em 0;font:12px/1.35 ui-monospace,monospace;white-space:pre-wrap}
    .code .add{background:#e6f4ea}.code .del{background:#fbe9e9}
    #stage-table ul{margin:0;padding-left:1.1em}.n{color:#666}
    #stage-table td:nth-child(3),#stage-table td:nth-child(4){white-space:nowrap}
    #stage-table td{max-width:22em;overflow-wrap:anywhere}#stage-table th{white-space:nowrap}
    @media (max-width:1200px){body{margin:.5em;font-size:13px}td.name{min-width:11em;max-width:20em}th,td{padding:.2em .3em}td.timeline i,tr.axis i{width:12px;margin:0}.history-body .strip i{width:12px;margin:0}}
    """

  /// The page's script: sorting, opening a history, a light's code, and the address that
  /// keeps them across `--refresh` (`#learner=NAME&light=NN-SECONDS&sort=…`). It builds every
  /// element with `textContent`, so shared text is never read as markup.
  static let script = """
    (function(){
    'use strict';
    var data=JSON.parse(document.getElementById('room-data').textContent);
    var body=document.querySelector('#learners tbody');
    var colours={r:'red',a:'amber',g:'green',c:'crashed',t:'timed out'};
    var glyphs={r:'\\u2717',a:'\\u2212',g:'\\u2713',c:'!',t:'\\u25f7'};
    var changes={t:'tests changed',c:'code changed',b:'both changed',n:'no change',f:'first check'};
    function el(tag,text,cls){var e=document.createElement(tag);if(text!==undefined)e.textContent=text;if(cls)e.className=cls;return e;}
    function clock(s){return new Date(s*1000).toISOString().slice(0,19).replace('T',' ');}
    function place(){var found={};location.hash.replace(/^#/,'').split('&').forEach(function(p){var i=p.indexOf('=');if(i>0)found[p.slice(0,i)]=decodeURIComponent(p.slice(i+1));});return found;}
    function remember(key,value){var found=place();if(value===undefined)delete found[key];else found[key]=value;var text=Object.keys(found).map(function(k){return k+'='+encodeURIComponent(found[k]);}).join('&');if(window.history&&window.history.replaceState)window.history.replaceState(null,'',text?'#'+text:location.pathname);try{if(key==='sort')sessionStorage.setItem('room-sort',value);}catch(e){}}
    function sortBy(key){
      var rows=Array.prototype.slice.call(body.querySelectorAll('tr.learner'));
      rows.sort(function(a,b){return a.getAttribute('data-order-'+key)-b.getAttribute('data-order-'+key);});
      rows.forEach(function(row){var h=document.getElementById(row.getAttribute('aria-controls'));body.appendChild(row);body.appendChild(h);});
      document.querySelectorAll('.sort button').forEach(function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-sort')===key));});
    }
    function list(title,items){var box=el('div');box.appendChild(el('span',title));var ul=el('ul');items.forEach(function(t){ul.appendChild(el('li',t));});box.appendChild(ul);return box;}
    function render(index,target){
      var learner=data.learners[index];target.textContent='';
      target.appendChild(el('h2','History of '+learner.name));
      if(learner.withCode){target.appendChild(el('p','Code shared: a framed light opens the code at that check and what changed since the light before; git log -p refs/tddkit/learners/'+learner.name+' in the room\\u2019s copy is the same history; kit room URL --learner '+learner.name+' --rejudge NN judges it again.'));}
      if(!learner.exercises.length){target.appendChild(el('p','No checks shared yet.'));}
      learner.exercises.forEach(function(x){
        var box=el('section',undefined,'exercise');box.setAttribute('data-exercise',x.id);
        var green=x.testsGreen===null||x.testsGreen===undefined?'':' \\u00b7 '+x.testsGreen+' of '+x.testsTotal+' green';
        box.appendChild(el('h3',x.id+' '+x.title+' \\u2014 '+x.status+green+' \\u00b7 '+x.mode));
        if(x.next)box.appendChild(el('div','next: '+x.next));
        if(x.stagesDone.length)box.appendChild(el('div','stages done: '+x.stagesDone.join(', ')));
        var hints=Object.keys(x.hintLevels);if(hints.length)box.appendChild(el('div','hint levels: '+hints.map(function(k){return k+' '+x.hintLevels[k];}).join(', ')));
        if(x.verdicts.length)box.appendChild(el('div','verdicts: '+x.verdicts.join(' \\u00b7 ')));
        if(x.flags.length)box.appendChild(list('flags:',x.flags));
        if(x.survivors.length)box.appendChild(list('got through (at some check):',x.survivors));
        if(x.misconceptions.length)box.appendChild(list('wrong tests showed:',x.misconceptions));
        if(x.failures.length)box.appendChild(list('last failures:',x.failures));
        var strip=el('div',undefined,'strip');
        if(x.count>x.lights.length)strip.appendChild(el('span',(x.count-x.lights.length)+' earlier checks \\u2026 '));
        x.lights.forEach(function(l){var i=el('i',glyphs[l[1]],'light '+l[1]);i.title=clock(l[0])+' UTC \\u00b7 '+colours[l[1]]+' \\u00b7 '+changes[l[2]]+' \\u00b7 '+l[3]+' of '+l[4]+' passed';strip.appendChild(i);});
        var panel=el('div',undefined,'code');panel.hidden=true;
        var shown=place().light;
        x.lights.forEach(function(l,i){var files=x.code[String(l[0])];if(!files)return;var glyph=strip.querySelectorAll('i')[i];glyph.className+=' has-code';glyph.title+=' \\u00b7 click: the code at this check';glyph.setAttribute('role','button');glyph.tabIndex=0;
          function open(e){e.stopPropagation();showCode(panel,x,i);remember('light',x.id+'-'+l[0]);}glyph.addEventListener('click',open);glyph.addEventListener('keydown',function(e){if(e.key==='Enter')open(e);});
          if(shown===x.id+'-'+l[0])showCode(panel,x,i);});
        box.appendChild(strip);box.appendChild(panel);target.appendChild(box);
      });
    }
    function lines(index){return index===undefined?[]:data.blobs[index].split('\\n');}
    function diff(a,b){
      var n=a.length,m=b.length,t=[],i,j;for(i=0;i<=n;i++){t.push(new Array(m+1).fill(0));}
      for(i=n-1;i>=0;i--)for(j=m-1;j>=0;j--)t[i][j]=a[i]===b[j]?t[i+1][j+1]+1:Math.max(t[i+1][j],t[i][j+1]);
      var out=[];i=0;j=0;
      while(i<n||j<m){if(i<n&&j<m&&a[i]===b[j]){out.push([' ',a[i]]);i++;j++;}else if(j<m&&(i>=n||t[i][j+1]>=t[i+1][j])){out.push(['+',b[j]]);j++;}else{out.push(['-',a[i]]);i++;}}
      return out.filter(function(d,k){for(var q=Math.max(0,k-2);q<=Math.min(out.length-1,k+2);q++){if(out[q][0]!==' ')return true;}return false;});
    }
    function showCode(panel,x,index){
      panel.textContent='';panel.hidden=false;var light=x.lights[index];var files=x.code[String(light[0])];
      var before=null,at=null;for(var k=index-1;k>=0;k--){if(x.code[String(x.lights[k][0])]){before=x.code[String(x.lights[k][0])];at=x.lights[k][0];break;}}
      panel.appendChild(el('h3','Code at '+clock(light[0])+' UTC ('+colours[light[1]]+')'));
      if(before){
        panel.appendChild(el('div','Changed since the light at '+clock(at)+' UTC:'));
        var paths=Object.keys(files).concat(Object.keys(before).filter(function(p){return !(p in files);})).sort();var changed=0;
        paths.forEach(function(p){if(files[p]===before[p])return;changed++;var pre=el('pre');pre.appendChild(el('b',p+(before[p]===undefined?' (new)':files[p]===undefined?' (deleted)':'')+'\\n'));
          diff(lines(before[p]),lines(files[p])).forEach(function(d){pre.appendChild(el('span',d[0]+' '+d[1]+'\\n',d[0]==='+'?'add':d[0]==='-'?'del':undefined));});panel.appendChild(pre);});
        if(!changed)panel.appendChild(el('div','no file changed'));
      }else{panel.appendChild(el('div','The first light with its code in the room: nothing to compare with.'));}
      Object.keys(files).sort().forEach(function(p){var d=el('details');d.appendChild(el('summary',p));d.appendChild(el('pre',data.blobs[files[p]]));panel.appendChild(d);});
    }
    function toggle(row,open){
      var history=document.getElementById(row.getAttribute('aria-controls'));
      var show=open===undefined?history.hidden:open;
      if(show){render(Number(row.getAttribute('data-index')),history.querySelector('.history-body'));}
      history.hidden=!show;row.setAttribute('aria-expanded',String(show));
      remember('learner',show?row.getAttribute('data-name'):undefined);
    }
    body.addEventListener('click',function(e){var row=e.target.closest('tr.learner');if(row){remember('light',undefined);toggle(row);}});
    body.addEventListener('keydown',function(e){var row=e.target.closest('tr.learner');if(row&&(e.key==='Enter'||e.key===' ')){e.preventDefault();remember('light',undefined);toggle(row);}});
    document.querySelectorAll('.sort button').forEach(function(b){b.addEventListener('click',function(){var key=b.getAttribute('data-sort');sortBy(key);remember('sort',key);});});
    var wanted=place();var stored=null;try{stored=sessionStorage.getItem('room-sort');}catch(e){}
    var sort=wanted.sort||stored;
    if(sort&&document.querySelector('.sort button[data-sort="'+sort.replace(/[^a-z]/g,'')+'"]')){sortBy(sort);remember('sort',sort);}
    if(wanted.learner!==undefined){Array.prototype.forEach.call(body.querySelectorAll('tr.learner'),function(row){if(row.getAttribute('data-name')===wanted.learner){toggle(row,true);row.scrollIntoView();}});}
    })();
    """
}
