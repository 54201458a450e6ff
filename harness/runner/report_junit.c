/* junit.xml: the run for CI dashboards.
 *
 * Layout (one <testsuite> per rule family, in spec/families.json's order, so a
 * dashboard groups INIT, FILE, ... the way the spec does):
 *
 *   <testsuites name="aclcts" tests failures errors skipped time>
 *     <testsuite name="INIT" tests failures errors skipped time>
 *       <properties> target, sha256, profile, soc </properties>
 *       <testcase classname="INIT001" name="RepeatInitReturnsRepeatInitialize" time>
 *         <properties><property name="rule" value="INIT001"/>...
 *                     <property name="status" value="pass"/></properties>
 *         <failure|error|skipped message="first line">full message</...>
 *       </testcase>
 *
 * classname is the test's suite (its main rule), name the part after the dot.
 * Statuses: fail and xpass -> <failure>; crash and timeout -> <error>; skip
 * and hazard -> <skipped> (hazards never fail a run); xfail counts as passed
 * (its "status" property says xfail). Tests whose family is not one of the
 * fixed families land in a last suite named "other". An interrupted run
 * ends with a suite "interrupted" holding one error, so no dashboard shows
 * it green. */
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "outfile.h"
#include "results.h"
#include "spec_rules.h"
#include "status.h"

#define OTHER_FAMILY aclcts_family_count() /* index of the "other" suite */

typedef struct suite_counts {
    size_t tests, failures, errors, skipped;
    double ms;
} suite_counts;

static void count_result(suite_counts *c, const aclcts_result *r)
{
    c->tests++;
    c->ms += r->duration_ms > 0 ? r->duration_ms : 0;
    switch (r->status) {
    case ACLCTS_FAIL:
    case ACLCTS_XPASS:
        c->failures++;
        break;
    case ACLCTS_CRASH:
    case ACLCTS_TIMEOUT:
        c->errors++;
        break;
    case ACLCTS_SKIP:
    case ACLCTS_HAZARD:
        c->skipped++;
        break;
    default:
        break;
    }
}

static void put_counts(FILE *f, const suite_counts *c)
{
    fprintf(f, " tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%zu\" time=\"%.3f\"", c->tests, c->failures,
            c->errors, c->skipped, c->ms / 1000.0);
}

static void put_property(FILE *f, const char *indent, const char *name, const char *value)
{
    fprintf(f, "%s<property name=\"", indent);
    aclcts_put_xml(f, name, 1);
    fputs("\" value=\"", f);
    aclcts_put_xml(f, value ? value : "", 1);
    fputs("\"/>\n", f);
}

static void put_suite_properties(FILE *f, const aclcts_run *run)
{
    fputs("    <properties>\n", f);
    put_property(f, "      ", "target", run->target_path);
    put_property(f, "      ", "sha256", run->target_sha256);
    put_property(f, "      ", "profile", run->profile);
    put_property(f, "      ", "soc", run->soc);
    put_property(f, "      ", "interrupted", run->interrupted);
    for (size_t i = 0; i < run->nmissing; i++) put_property(f, "      ", "missing_symbol", run->missing_symbols[i]);
    fputs("    </properties>\n", f);
}

/* The element a status is reported with, or NULL for a passed test. */
static const char *outcome_element(aclcts_status s)
{
    switch (s) {
    case ACLCTS_FAIL:
    case ACLCTS_XPASS:
        return "failure";
    case ACLCTS_CRASH:
    case ACLCTS_TIMEOUT:
        return "error";
    case ACLCTS_SKIP:
    case ACLCTS_HAZARD:
        return "skipped";
    default:
        return NULL;
    }
}

static void put_outcome(FILE *f, const aclcts_result *r)
{
    const char *el = outcome_element(r->status);
    if (!el) return;
    const char *msg = r->message ? r->message : "";
    size_t first = aclcts_first_line_len(msg);
    char head[512]; /* the message attribute: the first line, shortened */
    if (first >= sizeof head) first = sizeof head - 1;
    memcpy(head, msg, first);
    head[first] = '\0';
    fprintf(f, "      <%s type=\"%s\" message=\"", el, aclcts_status_name(r->status));
    aclcts_put_xml(f, head, 1);
    fputs("\">", f);
    aclcts_put_xml(f, msg, 0);
    if (r->reproduce && *r->reproduce) {
        fputs("\nreproduce: ", f);
        aclcts_put_xml(f, r->reproduce, 0);
    }
    fprintf(f, "</%s>\n", el);
}

static void put_testcase(FILE *f, const aclcts_result *r)
{
    const char *dot = strchr(r->name, '.');
    const char *suite = r->nrules > 0 ? r->rules[0] : r->name;
    fputs("    <testcase classname=\"", f);
    aclcts_put_xml(f, suite, 1);
    fputs("\" name=\"", f);
    aclcts_put_xml(f, dot ? dot + 1 : r->name, 1);
    fprintf(f, "\" time=\"%.3f\">\n", r->duration_ms > 0 ? r->duration_ms / 1000.0 : 0.0);
    fputs("      <properties>\n", f);
    for (size_t i = 0; i < r->nrules; i++) put_property(f, "        ", "rule", r->rules[i]);
    put_property(f, "        ", "status", aclcts_status_name(r->status));
    fputs("      </properties>\n", f);
    put_outcome(f, r);
    fputs("    </testcase>\n", f);
}

static size_t suite_of(const aclcts_result *r)
{
    size_t fam = aclcts_result_family(r);
    return fam < aclcts_family_count() ? fam : OTHER_FAMILY;
}

/* suites[i]: results[i]'s suite, worked out once for all the suites. */
static void put_suite(FILE *f, const aclcts_run *run, const size_t *suites, size_t fam, const suite_counts *c)
{
    fputs("  <testsuite name=\"", f);
    fputs(aclcts_family_name(fam), f);
    fputc('"', f);
    put_counts(f, c);
    fputs(">\n", f);
    put_suite_properties(f, run);
    for (size_t i = 0; i < run->nresults; i++)
        if (suites[i] == fam) put_testcase(f, &run->results[i]);
    fputs("  </testsuite>\n", f);
}

/* An interrupted run: one more suite, "interrupted", whose one test is an
 * error naming the signal and the tests that finished. */
static void put_interrupted(FILE *f, const aclcts_run *run)
{
    if (!run->interrupted) return;
    fputs("  <testsuite name=\"interrupted\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\">\n"
          "    <testcase classname=\"aclcts\" name=\"interrupted\" time=\"0\">\n      <error message=\"",
          f);
    char text[160];
    snprintf(text, sizeof text, "the run was interrupted by %s after %zu of %zu tests", run->interrupted, run->nresults,
             run->selected);
    aclcts_put_xml(f, text, 1);
    fputs("\"/>\n    </testcase>\n  </testsuite>\n", f);
}

static int put_document(FILE *f, const aclcts_run *run)
{
    suite_counts per[ACLCTS_FAMILY_MAX + 1], all;
    memset(per, 0, sizeof per);
    memset(&all, 0, sizeof all);
    size_t *suites = malloc((run->nresults + 1) * sizeof *suites);
    if (suites == NULL) return -1;
    for (size_t i = 0; i < run->nresults; i++) {
        suites[i] = suite_of(&run->results[i]);
        count_result(&per[suites[i]], &run->results[i]);
        count_result(&all, &run->results[i]);
    }
    if (run->interrupted) { /* a dashboard that reads only counts must not show it green */
        all.tests++;
        all.errors++;
    }
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"aclcts\"", f);
    put_counts(f, &all);
    fputs(">\n", f);
    for (size_t fam = 0; fam <= OTHER_FAMILY; fam++)
        if (per[fam].tests > 0) put_suite(f, run, suites, fam, &per[fam]);
    put_interrupted(f, run);
    fputs("</testsuites>\n", f);
    free(suites);
    return 0;
}

int aclcts_write_junit(const aclcts_run *run, const char *path)
{
    aclcts_out out;
    if (aclcts_out_open(&out, path) != 0) return -1;
    if (put_document(out.f, run) != 0) return aclcts_out_abort(&out, "out of memory");
    return aclcts_out_commit(&out);
}
