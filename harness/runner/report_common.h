/* Helpers shared by the report writers (report_*.c): status arithmetic,
 * rule families, output escaping and crash-safe file output.
 *
 * Everything a report prints that came from the target (messages, paths,
 * symbol names) goes through one of the aclcts_put_* escapers, which also
 * repair invalid UTF-8 (each bad byte becomes U+FFFD), so every report is
 * valid UTF-8 whatever the target wrote. */
#ifndef ACLCTS_REPORT_COMMON_H_
#define ACLCTS_REPORT_COMMON_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- statuses and counts ---- */

/* fail, crash, timeout and xpass: the statuses that make a run non-conformant
 * (hazard never does, skip and xfail never do). */
int aclcts_status_is_problem(aclcts_status s);

/* counts[s] = number of results with status s. */
void aclcts_count_statuses(const aclcts_run *run, size_t counts[ACLCTS_STATUS_COUNT]);

/* 1 when a result has a problem status or the profile's API is incomplete. */
int aclcts_run_has_problem(const aclcts_run *run);
/* 1 when the run ended by itself and has no problem. */
int aclcts_run_conformant(const aclcts_run *run);

/* 1 when result r lists rule id among its rules. */
int aclcts_result_cites(const aclcts_result *r, const char *id);

/* The rule of the run with that id, or NULL. */
const aclcts_rule *aclcts_run_find_rule(const aclcts_run *run, const char *id);
/* The results that cite a rule, in run order: the next one's index from
 * *cursor on (start at 0), or ACLCTS_NO_TEST after the last. With run->index
 * a rule's own tests, else a scan of every result. */
#define ACLCTS_NO_TEST ((size_t)-1)
size_t aclcts_rule_next_test(const aclcts_run *run, const aclcts_rule *rule, size_t *cursor);
/* Builds run->index (0), or leaves it NULL (-1, out of memory); free with aclcts_rule_index_free. */
int aclcts_rule_index_build(aclcts_run *run);
void aclcts_rule_index_free(aclcts_run *run);

/* ---- rule families: spec/families.json's order, each title from its rule
 * file (defined in spec_rules.c, which embeds the spec) ---- */

#define ACLCTS_FAMILY_MAX 64u /* room for every family; a report's per-family arrays use it */

typedef struct aclcts_family {
    const char *name;  /* "INIT" */
    const char *title; /* "the fresh-init pipeline and its order" */
} aclcts_family;

/* How many families the spec has (at most ACLCTS_FAMILY_MAX). */
size_t aclcts_family_count(void);
/* Family i's name, "other" for i >= aclcts_family_count(). */
const char *aclcts_family_name(size_t i);
/* Family i's title, "" when unknown. */
const char *aclcts_family_title(size_t i);
/* Index of family name; aclcts_family_count() when unknown. */
size_t aclcts_family_index(const char *name);

/* Copies the leading capital letters of a rule id or test name ("INIT" from
 * "INIT001.Foo") into buf (always terminated). */
void aclcts_family_of(const char *id, char *buf, size_t cap);

/* The family index of a result: that of its main rule, else of its name. */
size_t aclcts_result_family(const aclcts_result *r);

/* ---- UTF-8 ---- */

/* Decodes one code point at s (which is not at its terminator). Returns the
 * bytes consumed (>= 1); *cp is U+FFFD for an ill-formed sequence (overlong,
 * surrogate, beyond U+10FFFF, truncated), which then consumes one byte. */
size_t aclcts_utf8_next(const char *s, uint32_t *cp);

/* A malloc'd copy of s (NULL reads as "") with ill-formed UTF-8 repaired;
 * NULL when out of memory. */
char *aclcts_utf8_clean(const char *s);

/* ---- escaping writers (s may be NULL: prints nothing) ---- */

/* HTML text or attribute value: & < > " ' escaped; control characters other
 * than tab and newline become U+FFFD. */
void aclcts_put_html(FILE *f, const char *s);

/* XML 1.0 text or attribute value: & < > " ' escaped; characters XML 1.0
 * cannot carry (controls other than tab/newline/CR, U+FFFE, U+FFFF) become
 * U+FFFD. In attributes newline and tab are written as character references
 * so they survive attribute normalisation. */
void aclcts_put_xml(FILE *f, const char *s, int attribute);

/* Markdown inline text for a table cell: only the first line of s, with
 * Markdown and HTML punctuation neutralised and "|" escaped. */
void aclcts_put_md(FILE *f, const char *s);
/* All of s (at most cap bytes of it) as a fenced Markdown code block, every
 * line kept, control characters and bad UTF-8 replaced; the fence is longer
 * than any run of backticks in s. */
void aclcts_put_md_block(FILE *f, const char *s, size_t cap);

/* Length of the first line of s (up to but not including '\n' or '\r'). */
size_t aclcts_first_line_len(const char *s);

/* ---- HTML ---- */

/* The style sheet of report.html, which compare.html shares. */
extern const char aclcts_report_css[];

/* ---- crash-safe output: write to a temporary file, then rename ---- */

typedef struct aclcts_out {
    FILE *f;
    char *tmp;         /* the temporary file, beside the destination */
    const char *path;  /* the destination */
} aclcts_out;

/* A file that could not be written: the process's first such error is
 * printed ("aclcts: cannot write PATH: No space left on device"), later ones
 * only counted. Sets errno to err. */
void aclcts_out_error(const char *path, int err);
/* How many files could not be written, or were left incomplete. */
size_t aclcts_out_error_count(void);
/* The temporary file being written (NULL when none), for an interrupt to
 * remove; async-signal-safe. */
const char *aclcts_out_pending(void);

/* Opens a temporary file in path's directory. 0, or -1 (aclcts_out_error). */
int aclcts_out_open(aclcts_out *o, const char *path);

/* Flushes, syncs and closes the temporary file and renames it over the
 * destination. Any earlier write error (a full disk) makes it return -1 with a
 * message and remove the temporary file: the destination is either the old
 * file or the complete new one, never a truncated report. */
int aclcts_out_commit(aclcts_out *o);

/* Discards the temporary file (after an error of the caller's). Returns -1. */
int aclcts_out_abort(aclcts_out *o, const char *why);

/* Writes root as indented JSON and a newline, crash-safe as above, and
 * deletes root; a NULL root (it could not be built) is out of memory. 0, or
 * -1 with a message on stderr. */
struct cJSON;
int aclcts_out_write_json(const char *path, struct cJSON *root);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_REPORT_COMMON_H_ */
