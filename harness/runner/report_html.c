/* report.html: the run for a person. One self-contained file: inline CSS and
 * JS, no network (a Content-Security-Policy forbids any fetch).
 *
 * Safety: every row is rendered here, in C, with every string HTML-escaped
 * (aclcts_put_html: & < > " ' and control characters). The script carries no
 * data; it only reads the rendered text and toggles the `hidden` attribute of
 * elements that have a data-status. So nothing the target wrote is ever
 * parsed as markup or code.
 *
 * Sections: verdict header with the target; a filter bar (text, status,
 * family, one chip per status; the filter is kept in and preset from the
 * URL fragment: report.html#q=TEXT&status=STATUS&family=FAMILY, where
 * status is a test or rule status or "problem"); failing tests with their message, their
 * rules' statements and the command that reruns them; hazards; rules grouped
 * by family (status, level, statement, divergence, sources, tests); all
 * tests. */
#define _POSIX_C_SOURCE 200809L /* strndup */

#include <stdlib.h>
#include <string.h>

#include "report_common.h"
#include "results.h"

/* Shared with compare.html (compare_html.c). */
const char aclcts_report_css[] =
    "*{box-sizing:border-box}[hidden]{display:none!important}\n"
    "body{margin:0;font:14px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328;"
    "background:#f6f8fa}\n"
    "code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}\n"
    "header{padding:14px 24px 12px;color:#fff}header.ok{background:#1a7f37}"
    "header.bad{background:#b3261e}header.none{background:#57606a}\n"
    "header h1{margin:0 0 2px;font-size:26px;letter-spacing:.2px}"
    "header .sub{margin:0 0 8px;font-size:15px;opacity:.95}\n"
    "header dl{display:grid;grid-template-columns:max-content 1fr;gap:1px 12px;margin:0;"
    "font-size:12.5px}header dt{opacity:.8}header dd{margin:0;word-break:break-all}\n"
    ".bar{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:8px;align-items:center;"
    "padding:8px 24px;background:#fff;border-bottom:1px solid #d0d7de;box-shadow:0 1px 3px #0001}\n"
    ".bar input{flex:0 1 320px;padding:5px 8px;border:1px solid #8c959f;border-radius:6px;font:inherit}\n"
    ".bar select{padding:4px;border:1px solid #8c959f;border-radius:6px;font:inherit;background:#fff}\n"
    ".bar button{border:0;cursor:pointer;font:inherit;font-size:12.5px}#shown{color:#57606a;font-size:12.5px}\n"
    "main{padding:4px 24px 24px}h2{font-size:17px;margin:18px 0 8px}\n"
    ".b{display:inline-block;min-width:52px;padding:0 7px;border-radius:10px;font-size:12px;"
    "font-weight:600;text-align:center;white-space:nowrap}\n"
    ".st-pass{background:#dafbe1;color:#116329}.st-fail{background:#ffebe9;color:#a40e26}"
    ".st-crash{background:#a40e26;color:#fff}.st-timeout{background:#ffe7d1;color:#953800}"
    ".st-skip{background:#eaeef2;color:#57606a}.st-xfail{background:#ddf4ff;color:#0550ae}"
    ".st-xpass{background:#fbefff;color:#8250df}.st-hazard{background:#fff8c5;color:#7d4e00}"
    ".st-untested{background:#fff;color:#6e7781;border:1px dashed #8c959f}"
    ".st-not_applicable{background:#fff;color:#8c959f;border:1px dotted #d0d7de}\n"
    ".card{background:#fff;border:1px solid #d0d7de;border-left:4px solid #cf222e;border-radius:6px;"
    "padding:8px 12px;margin:0 0 8px}.card.hz{border-left-color:#d4a72c}\n"
    ".card .name{font-weight:600}.ms{color:#6e7781;font-size:12px}\n"
    "pre.msg{margin:6px 0;padding:6px 8px;background:#f6f8fa;border-radius:4px;white-space:pre-wrap;"
    "word-break:break-word;max-height:18em;overflow:auto}\n"
    ".card ul{margin:4px 0;padding-left:18px}.card li{margin:1px 0}.repro code{word-break:break-all}\n"
    "details.fam{background:#fff;border:1px solid #d0d7de;border-radius:6px;margin:0 0 8px}\n"
    "details.fam>summary{cursor:pointer;padding:6px 10px;font-size:14px}"
    "details.fam>summary .t2{color:#57606a}details.fam>summary .cnt{float:right;font-size:12.5px}\n"
    "dl.legend{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:12.5px;color:#57606a}"
    "dl.legend dt{font-weight:600}dl.legend dd{margin:0}\n"
    "table{border-collapse:collapse;width:100%;background:#fff}"
    "th,td{padding:3px 8px;border-top:1px solid #eaeef2;text-align:left;vertical-align:top}\n"
    "th{font-size:12px;color:#57606a;font-weight:600;background:#f6f8fa}td.id{white-space:nowrap;"
    "font-weight:600}td.lv{font-size:12px;color:#57606a}\n"
    ".src{color:#6e7781;font-size:12px}.dv{margin-top:2px;font-size:12.5px;color:#7d4e00}"
    ".tl{font-size:12.5px;white-space:nowrap}\n"
    "#all{border:1px solid #d0d7de}#all td.m{color:#57606a;font-size:12.5px;word-break:break-word}\n"
    "footer{padding:8px 24px;color:#6e7781;font-size:12px}\n";

/* Only toggles visibility of server-rendered elements; carries no data. */
static const char page_js[] =
    "(function(){'use strict';\n"
    "var PROBLEM=['fail','crash','timeout','xpass'],TESTONLY=['crash','timeout','xfail','xpass','hazard'];\n"
    "var q=document.getElementById('q'),st=document.getElementById('st'),fa=document.getElementById('fa');\n"
    "var items=document.querySelectorAll('[data-status]'),groups=document.querySelectorAll('.grp');\n"
    "function statusOk(e,s){if(!s)return true;var own=e.getAttribute('data-status');\n"
    " if(s==='problem')return PROBLEM.indexOf(own)>=0;\n"
    " var ts=(e.getAttribute('data-tests')||'').split(' ');\n"
    " return own===s||(TESTONLY.indexOf(s)>=0&&ts.indexOf(s)>=0);}\n"
    "function apply(){var text=q.value.trim().toLowerCase(),s=st.value,f=fa.value,on=text||s||f,"
    "shown=0,total=0;\n"
    " for(var i=0;i<items.length;i++){var e=items[i];\n"
    "  var ok=(!f||e.getAttribute('data-family')===f)&&statusOk(e,s)&&"
    "(!text||e.textContent.toLowerCase().indexOf(text)>=0);\n"
    "  e.hidden=!ok;if(e.classList.contains('t')){total++;if(ok)shown++;}}\n"
    " for(var j=0;j<groups.length;j++){var g=groups[j],any=g.querySelector('[data-status]:not([hidden])')!==null;\n"
    "  g.hidden=!any;if(on&&any&&g.tagName==='DETAILS')g.open=true;}\n"
    " document.getElementById('shown').textContent=on?(shown+' of '+total+' tests shown'):'';}\n"
    "function keep(){var p=new URLSearchParams();if(q.value)p.set('q',q.value);if(st.value)p.set('status',st.value);\n"
    " if(fa.value)p.set('family',fa.value);var h=p.toString();\n"
    " try{history.replaceState(null,'',h?'#'+h:location.pathname+location.search);}catch(e){}}\n"
    "function fromHash(){var p=new URLSearchParams(location.hash.replace(/^#/,''));\n"
    " q.value=p.get('q')||'';st.value=p.get('status')||'';fa.value=p.get('family')||'';apply();}\n"
    "function changed(){apply();keep();}\n"
    "q.addEventListener('input',changed);st.addEventListener('change',changed);fa.addEventListener('change',changed);\n"
    "var bs=document.querySelectorAll('button[data-st]');\n"
    "for(var k=0;k<bs.length;k++)bs[k].addEventListener('click',function(){var v=this.getAttribute('data-st');\n"
    " st.value=st.value===v?'':v;changed();});\n"
    "window.addEventListener('hashchange',fromHash);if(location.hash.length>1)fromHash();\n"
    "})();\n";

#define H(s) aclcts_put_html(f, (s))

static void put_badge(FILE *f, const char *status)
{
    fprintf(f, "<span class=\"b st-%s\">%s</span>", status, status);
}

/* The first line of s, escaped. */
static void put_first_line(FILE *f, const char *s)
{
    size_t n = aclcts_first_line_len(s);
    char *line = s ? strndup(s, n) : NULL;
    H(line ? line : "");
    free(line);
}

static const char *family_name(size_t fam)
{
    return aclcts_family_name(fam);
}

static size_t rule_family(const aclcts_rule *rule)
{
    char fam[16];
    aclcts_family_of(rule->id, fam, sizeof fam);
    return aclcts_family_index(fam);
}

/* ---- header ---- */

static void put_meta_row(FILE *f, const char *label, const char *value)
{
    if (!value || !*value)
        return;
    fprintf(f, "<dt>%s</dt><dd class=\"mono\">", label);
    H(value);
    fputs("</dd>", f);
}

static void put_missing(FILE *f, const aclcts_run *run)
{
    if (run->nmissing == 0)
        return;
    fprintf(f, "<dt>missing symbols (%zu)</dt><dd class=\"mono\">", run->nmissing);
    for (size_t i = 0; i < run->nmissing; i++) {
        if (i)
            fputs(", ", f);
        H(run->missing_symbols[i]);
        if (run->missing_skips)
            fprintf(f, " (%zu tests skipped)", run->missing_skips[i]);
    }
    fputs("</dd>", f);
}

/* The words for rule status k (aclcts_rule_statuses' order) and what it means, where it is shown. */
static const char *rule_status_label(size_t k)
{
    static const char *const label[ACLCTS_RULE_STATUS_COUNT] = {
        "pass", "fail", "skip", "untested", "not applicable to this profile", "not observable on this build"};
    return label[k];
}

static const char *rule_status_meaning(size_t k)
{
    static const char *const meaning[ACLCTS_RULE_STATUS_COUNT] = {
        "a test of the rule passed (or failed as expected) and none failed",
        "a test of the rule failed, crashed, timed out or passed against its expectation",
        "its tests ran and none decided it: each was skipped (a function the target lacks) or was a hazard "
        "(the product itself crashes or hangs there: reported, never a failure)",
        "no selected test cites the rule",
        "no selected test cites the rule and it belongs to another profile (e.g. the IPV family to ipv350)",
        "every test of the rule needed the lower layers, which the target does not call"};
    return meaning[k];
}

static void put_rule_tally(FILE *f, const aclcts_run *run)
{
    size_t n[ACLCTS_RULE_STATUS_COUNT] = {0};
    for (size_t i = 0; i < run->nrules; i++) {
        const char *st = aclcts_rule_status(run, &run->rules[i]);
        for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
            if (strcmp(st, aclcts_rule_statuses[k]) == 0)
                n[k]++;
    }
    fprintf(f, " &middot; %zu rules:", run->nrules);
    for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
        if (n[k])
            fprintf(f, " <span title=\"%s\">%zu %s</span>", rule_status_meaning(k), n[k], rule_status_label(k));
}

/* The banner of an interrupted run: which signal, how many tests finished. */
static void put_interrupted(FILE *f, const aclcts_run *run)
{
    if (!run->interrupted) return;
    fputs("<p class=\"sub\" id=\"interrupted\"><strong>Interrupted by ", f);
    H(run->interrupted);
    fprintf(f, " after %zu of %zu tests</strong>: the others did not run; this page shows the tests that "
               "finished.</p>", run->nresults, run->selected);
}

static void put_header(FILE *f, const aclcts_run *run, const size_t *counts)
{
    int ok = aclcts_run_conformant(run);
    const char *cls = run->interrupted ? "bad" : run->nresults == 0 ? "none" : ok ? "ok" : "bad";
    char *words = aclcts_verdict_words(run);
    fprintf(f, "<header class=\"%s\"><h1>", cls);
    if (words != NULL && words[0] >= 'a' && words[0] <= 'z')
        words[0] = (char)(words[0] - 'a' + 'A'); /* a heading: "Conformant", "No tests ran" */
    aclcts_put_html(f, words != NULL ? words : ok ? "Conformant" : "NOT conformant");
    fputs("</h1>", f);
    put_interrupted(f, run);
    fprintf(f, "<p class=\"sub\">%zu tests:", run->nresults);
    free(words);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (counts[s])
            fprintf(f, " %zu %s", counts[s], aclcts_status_name((aclcts_status)s));
    put_rule_tally(f, run);
    fputs("</p><dl>", f);
    put_meta_row(f, "target", run->target_path);
    put_meta_row(f, "sha256", run->target_sha256);
    put_meta_row(f, "profile", run->profile);
    if (run->profile_source && strcmp(run->profile_source, "detected") == 0)
        put_meta_row(f, "profile chosen", "detected from the southbound the target imports");
    put_meta_row(f, "SoC", run->soc);
    if (run->lower)
        put_meta_row(f, "beneath the spy", run->lower);
    if (run->limits)
        put_meta_row(f, "limits per test", run->limits); /* test_limits.c */
    put_meta_row(f, "date", run->date);
    if (run->shard_total > 0)
        fprintf(f, "<dt>shard</dt><dd class=\"mono\">%u/%u (0-based) of a suite of %zu tests</dd>", run->shard_index,
                run->shard_total, run->suite_tests);
    put_meta_row(f, "command", run->command);
    put_missing(f, run);
    fputs("</dl></header>\n", f);
}

/* ---- filter bar ---- */

static void put_family_options(FILE *f, const aclcts_run *run)
{
    int present[ACLCTS_FAMILY_MAX + 1] = {0};
    for (size_t i = 0; i < run->nrules; i++)
        present[rule_family(&run->rules[i])] = 1;
    for (size_t i = 0; i < run->nresults; i++)
        present[aclcts_result_family(&run->results[i])] = 1;
    for (size_t fam = 0; fam <= aclcts_family_count(); fam++)
        if (present[fam])
            fprintf(f, "<option>%s</option>", family_name(fam));
}

static void put_bar(FILE *f, const aclcts_run *run, const size_t *counts)
{
    fputs("<nav class=\"bar\"><input id=\"q\" type=\"search\" placeholder=\"Filter: test, rule, "
          "message, statement\" aria-label=\"filter\">"
          "<select id=\"st\" aria-label=\"status\"><option value=\"\">all statuses</option>"
          "<option value=\"problem\" title=\"fail, crash, timeout, xpass\">failing</option>", f);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        fprintf(f, "<option>%s</option>", aclcts_status_name((aclcts_status)s));
    fputs("<option>untested</option><option value=\"not_applicable\">not applicable to this profile</option></select><select id=\"fa\" aria-label=\"family\">"
          "<option value=\"\">all families</option>", f);
    put_family_options(f, run);
    fputs("</select>", f);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (counts[s])
            fprintf(f, "<button class=\"b st-%s\" data-st=\"%s\" title=\"show only %s\">%zu %s</button>",
                    aclcts_status_name((aclcts_status)s), aclcts_status_name((aclcts_status)s),
                    aclcts_status_name((aclcts_status)s), counts[s], aclcts_status_name((aclcts_status)s));
    fputs("<span id=\"shown\"></span></nav>\n", f);
}

/* ---- failing tests and hazards ---- */

static void put_rule_line(FILE *f, const aclcts_run *run, const char *id)
{
    const aclcts_rule *rule = aclcts_run_find_rule(run, id);
    fputs("<li><b>", f);
    H(id);
    fputs("</b> ", f);
    if (!rule) {
        fputs("<i>(not in the spec)</i></li>", f);
        return;
    }
    fputs("<span class=\"b st-skip\">", f);
    H(rule->level);
    fputs("</span> ", f);
    H(rule->statement);
    if (rule->divergence) {
        fputs("<div class=\"dv\">Divergence: ", f);
        H(rule->divergence);
        fputs("</div>", f);
    }
    fputs("</li>", f);
}

static void put_card(FILE *f, const aclcts_run *run, const aclcts_result *r)
{
    const char *st = aclcts_status_name(r->status);
    fprintf(f, "<div class=\"card%s\" data-status=\"%s\" data-family=\"%s\">",
            r->status == ACLCTS_HAZARD ? " hz" : "", st, family_name(aclcts_result_family(r)));
    put_badge(f, st);
    fputs(" <span class=\"name mono\">", f);
    H(r->name);
    fprintf(f, "</span> <span class=\"ms\">%.1f ms</span>", r->duration_ms);
    if (r->message && *r->message) {
        fputs("<pre class=\"msg\">", f);
        H(r->message);
        fputs("</pre>", f);
    }
    fputs("<ul>", f);
    for (size_t i = 0; i < r->nrules; i++)
        put_rule_line(f, run, r->rules[i]);
    fputs("</ul>", f);
    if (r->reproduce && *r->reproduce) {
        fputs("<div class=\"repro\">reproduce: <code>", f);
        H(r->reproduce);
        fputs("</code></div>", f);
    }
    fputs("</div>\n", f);
}

static void put_cards(FILE *f, const aclcts_run *run, int hazards, size_t n)
{
    if (n == 0)
        return;
    if (hazards)
        fprintf(f, "<section class=\"grp\" id=\"hazards\"><h2>Hazards (%zu): the product crashes or "
                   "hangs here; reported, never fail a run</h2>\n", n);
    else
        fprintf(f, "<section class=\"grp\" id=\"failing\"><h2>Failing tests (%zu)</h2>\n", n);
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (hazards ? r->status == ACLCTS_HAZARD : aclcts_status_is_problem(r->status))
            put_card(f, run, r);
    }
    fputs("</section>\n", f);
}

/* ---- rules by family ---- */

/* The distinct statuses of a rule's tests, for the status filter. */
static void put_test_statuses(FILE *f, const aclcts_run *run, const aclcts_rule *rule)
{
    int seen[ACLCTS_STATUS_COUNT] = {0};
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;)
        if ((unsigned)run->results[i].status < ACLCTS_STATUS_COUNT)
            seen[run->results[i].status] = 1;
    const char *sep = "";
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (seen[s]) {
            fprintf(f, "%s%s", sep, aclcts_status_name((aclcts_status)s));
            sep = " ";
        }
}

static void put_rule_tests(FILE *f, const aclcts_run *run, const aclcts_rule *rule)
{
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;) {
        const aclcts_result *r = &run->results[i];
        fputs("<div class=\"tl\">", f);
        put_badge(f, aclcts_status_name(r->status));
        fputs(" <span class=\"mono\">", f);
        H(r->name);
        fputs("</span></div>", f);
    }
}

static void put_sources(FILE *f, const aclcts_rule *rule)
{
    if (rule->nsources == 0)
        return;
    fputs("<div class=\"src\">", f);
    for (size_t i = 0; i < rule->nsources; i++) {
        if (i)
            fputs("<br>", f);
        H(rule->sources[i]);
    }
    fputs("</div>", f);
}

static void put_rule_row(FILE *f, const aclcts_run *run, const aclcts_rule *rule, size_t fam)
{
    const char *st = aclcts_rule_status(run, rule);
    fprintf(f, "<tr data-status=\"%s\" data-family=\"%s\" data-tests=\"", st, family_name(fam));
    put_test_statuses(f, run, rule);
    fputs("\"><td class=\"id mono\">", f);
    H(rule->id);
    fputs("</td><td>", f);
    put_badge(f, st);
    fputs("</td><td class=\"lv\">", f);
    H(rule->level);
    fputs("</td><td>", f);
    H(rule->statement);
    if (rule->divergence) {
        fputs("<div class=\"dv\">Divergence: ", f);
        H(rule->divergence);
        fputs("</div>", f);
    }
    put_sources(f, rule);
    fputs("</td><td>", f);
    put_rule_tests(f, run, rule);
    fputs("</td></tr>\n", f);
}

static void put_family(FILE *f, const aclcts_run *run, size_t fam)
{
    size_t n = 0, by[ACLCTS_RULE_STATUS_COUNT] = {0};
    for (size_t i = 0; i < run->nrules; i++) {
        if (rule_family(&run->rules[i]) != fam)
            continue;
        const char *st = aclcts_rule_status(run, &run->rules[i]);
        n++;
        for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
            by[k] += strcmp(st, aclcts_rule_statuses[k]) == 0;
    }
    if (n == 0)
        return;
    fprintf(f, "<details class=\"grp fam\"%s><summary><b>", by[1] ? " open" : ""); /* [1]: fail */
    H(family_name(fam));
    fputs("</b> <span class=\"t2\">", f);
    H(aclcts_family_title(fam));
    fprintf(f, "</span><span class=\"cnt\">%zu rules:", n);
    for (size_t k = 0, shown = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
        if (by[k] || k < 2) /* pass and fail always, the others where they occur, each explained */
            fprintf(f, "%s <span title=\"%s\">%zu %s</span>", shown++ ? "," : "", rule_status_meaning(k), by[k],
                    rule_status_label(k));
    fputs("</span></summary>\n", f);
    fputs("<table><thead><tr><th>rule</th><th>status</th><th>level</th><th>statement</th>"
          "<th>tests</th></tr></thead><tbody>\n", f);
    for (size_t i = 0; i < run->nrules; i++)
        if (rule_family(&run->rules[i]) == fam)
            put_rule_row(f, run, &run->rules[i], fam);
    fputs("</tbody></table></details>\n", f);
}

static void put_rules(FILE *f, const aclcts_run *run)
{
    if (run->nrules == 0)
        return;
    fputs("<h2 id=\"rules\">Rules by family</h2>\n<dl class=\"legend\">", f);
    for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++) {
        fprintf(f, "<dt>%s</dt><dd>", rule_status_label(k));
        H(rule_status_meaning(k));
        fputs("</dd>", f);
    }
    fputs("</dl>\n", f);
    for (size_t fam = 0; fam <= aclcts_family_count(); fam++)
        put_family(f, run, fam);
}

/* ---- all tests ---- */

static void put_test_row(FILE *f, const aclcts_result *r)
{
    const char *st = aclcts_status_name(r->status);
    fprintf(f, "<tr class=\"t\" data-status=\"%s\" data-family=\"%s\"><td class=\"mono\">", st,
            family_name(aclcts_result_family(r)));
    H(r->name);
    fputs("</td><td>", f);
    put_badge(f, st);
    fprintf(f, "</td><td class=\"ms\">%.1f</td><td class=\"mono\">", r->duration_ms);
    for (size_t i = 0; i < r->nrules; i++) {
        if (i)
            fputc(' ', f);
        H(r->rules[i]);
    }
    fputs("</td><td class=\"m\" title=\"", f);
    H(r->message);
    fputs("\">", f);
    put_first_line(f, r->message);
    fputs("</td></tr>\n", f);
}

static void put_all_tests(FILE *f, const aclcts_run *run)
{
    fprintf(f, "<section class=\"grp\" id=\"tests\"><h2>All tests (%zu)</h2>\n"
               "<table id=\"all\"><thead><tr><th>test</th><th>status</th><th>ms</th><th>rules</th>"
               "<th>message</th></tr></thead><tbody>\n", run->nresults);
    for (size_t i = 0; i < run->nresults; i++)
        put_test_row(f, &run->results[i]);
    fputs("</tbody></table></section>\n", f);
}

static void put_page(FILE *f, const aclcts_run *run)
{
    size_t counts[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(run, counts);
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
          "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>aclcts: ", f);
    fputs(run->interrupted ? "interrupted" : aclcts_run_conformant(run) ? "conformant" : "NOT conformant", f);
    fputs("</title>\n<style>\n", f);
    fputs(aclcts_report_css, f);
    fputs("</style></head><body>\n", f);
    put_header(f, run, counts);
    put_bar(f, run, counts);
    fputs("<main>\n", f);
    put_cards(f, run, 0, counts[ACLCTS_FAIL] + counts[ACLCTS_CRASH] + counts[ACLCTS_TIMEOUT] +
                             counts[ACLCTS_XPASS]);
    put_cards(f, run, 1, counts[ACLCTS_HAZARD]);
    put_rules(f, run);
    put_all_tests(f, run);
    fputs("</main>\n<footer>aclcts conformance report &middot; machine-readable: results.json, "
          "junit.xml</footer>\n<script>\n", f);
    fputs(page_js, f);
    fputs("</script></body></html>\n", f);
}

int aclcts_write_html(const aclcts_run *run, const char *path)
{
    aclcts_out out;
    if (aclcts_out_open(&out, path) != 0)
        return -1;
    put_page(out.f, run);
    return aclcts_out_commit(&out);
}
