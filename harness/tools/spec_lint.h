/* What the files of aclcts_spec_lint (spec_lint.c) share: the rules and tests
 * read so far, the problem count, and each behaviour's entry points, one file
 * a behaviour:
 *
 *   lint_common.c     reporting a problem, memory, reading and walking files
 *   lint_families.c   spec/families.json: the families and their order
 *   lint_rule_files.c spec/rules/<FAMILY>.json against spec/schema.md
 *   lint_test_list.c  the test list (`aclcts list`) against the rules
 *   lint_tags.c       each rule's implementation tag in the sources
 *   lint_product.c    the product commit pinned in spec/product.json, and
 *                     every citation of a product commit against it
 *
 * lint_common.c depends on none of the others; each of the others on
 * lint_common.c (and the rule files on the families) only. */
#ifndef ACLCTS_SPEC_LINT_H_
#define ACLCTS_SPEC_LINT_H_

#include <cjson/cJSON.h>
#include <stddef.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define ID_DIGITS 3               /* INIT001: letters then exactly three digits */
#define MAX_ID_LEN 15             /* longest family (6) + 3 digits, with room to spare */
#define FILE_MAX 4096             /* a rule file's path, directory included */
#define WHERE_MAX (FILE_MAX + 64) /* "FILE: RULEID" or "FILE: (rule without id)": never truncated */
#define MAX_RULE_FILE (1u << 20)  /* 1 MiB: a rule file is a page of text */
#define MAX_FAMILY_LEN (MAX_ID_LEN - ID_DIGITS)

typedef struct rule {
    char id[MAX_ID_LEN + 1];
    char *file; /* label of the file that defines it */
    int cited;
    int test_only;
    int tagged; /* named in a source under --sources */
} rule;

typedef struct test {
    char *name;
    char **rules;
    size_t nrules;
} test;

typedef struct lint_state {
    rule *rules;
    size_t nrules;
    test *tests;
    size_t ntests;
    size_t problems;
} lint_state;

extern lint_state lint;

/* ---- lint_common.c ---- */

/* Prints "<where>: <what>" and counts it. */
void problem(const char *where, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* realloc and strdup that end the lint (exit 2) when memory runs out. */
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
int in_list(const char *s, const char *const *list, size_t n);
/* 1 when id is capital letters then exactly ID_DIGITS digits. */
int id_well_formed(const char *id);
rule *find_rule(const char *id);
/* A whole file of at most MAX_RULE_FILE bytes, NUL-terminated; NULL (with a
 * problem) when it cannot be read. */
char *read_file(const char *file, size_t *size);
size_t line_of(const char *text, const char *at);
/* A problem for each member of obj whose key is not one of keys. */
void check_unknown_keys(const char *where, const cJSON *obj, const char *const *keys, size_t n);
/* `name` in the directory above dir: "spec/families.json" for "spec/rules". */
char *path_beside(const char *dir, const char *name);
/* Calls visit(path, text) for every regular file under root (a folder or one
 * file) whose name ends in one of exts. -1 when root cannot be walked (said on
 * stderr), 1 when a file under it cannot be read (a problem names it), else 0. */
int walk_files(const char *root, const char *const *exts, size_t nexts,
               void (*visit)(const char *path, const char *text));

/* ---- lint_families.c ---- */

/* Reads the families file; -1 when it cannot be read. */
int load_families(const char *file);
const char *families_label(void);
/* Index of name in the families file, or -1. */
int family_index(const char *name);
void family_has_file(int index);
/* A problem for each listed family without its rule file. */
void check_family_files(const char *rules_dir);

/* ---- lint_rule_files.c ---- */

/* Lints every *.json of dir, in name order; -1 when dir cannot be read. */
int lint_rules_dir(const char *dir);

/* ---- lint_test_list.c ---- */

/* Reads the test list from a file ("-": stdin) or a command's output. */
int read_tests(const char *source, int is_command);
void check_tests(const char *where_list);

/* ---- lint_tags.c ---- */

/* Marks the rules the sources name; 0 when every folder could be read. */
int scan_sources(char **dirs, size_t n);
void check_tags(void);

/* ---- lint_product.c ---- */

/* Reads the pin {"repository", "commit"}; -1 when it cannot be read. */
int load_product(const char *file);
/* Checks every citation of a product commit in the rule files of rules_dir
 * and in the files under each of dirs; 0 when every folder could be read. */
int check_commits(const char *rules_dir, char **dirs, size_t n);

#endif
