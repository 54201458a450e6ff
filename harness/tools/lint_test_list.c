/* The test list, as `aclcts list` prints it: one line per test,
 * "NAME<spaces>RULE RULE ...", NAME = "<RULEID>.<CamelCase>", main rule first.
 * A test may appear more than once (`aclcts list` run once per profile) if it
 * cites the same rules each time. Every rule must be cited by a test; every
 * rule a test cites must exist. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "spec_lint.h"

/* 1 when name is "<RULEID>.<CamelCase>". */
static int test_name_well_formed(const char *name)
{
    const char *dot = strchr(name, '.');
    if (!dot || dot == name || (size_t)(dot - name) > MAX_ID_LEN) return 0;
    char id[MAX_ID_LEN + 1];
    memcpy(id, name, (size_t)(dot - name));
    id[dot - name] = '\0';
    const char *behaviour = dot + 1;
    return id_well_formed(id) && behaviour[0] >= 'A' && behaviour[0] <= 'Z' &&
           strspn(behaviour, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") == strlen(behaviour);
}

static void add_test(char *line)
{
    const char *sep = " ,\t\r\n"; /* rules may also be comma-separated */
    char *name = strtok(line, sep);
    if (!name || name[0] == '#') return; /* blank line or comment */
    lint.tests = xrealloc(lint.tests, (lint.ntests + 1) * sizeof *lint.tests);
    test *t = &lint.tests[lint.ntests++];
    t->name = xstrdup(name);
    t->rules = NULL;
    t->nrules = 0;
    for (char *id = strtok(NULL, sep); id; id = strtok(NULL, sep)) {
        t->rules = xrealloc(t->rules, (t->nrules + 1) * sizeof *t->rules);
        t->rules[t->nrules++] = xstrdup(id);
    }
}

int read_tests(const char *source, int is_command)
{
    FILE *f = is_command ? popen(source, "r") : strcmp(source, "-") == 0 ? stdin : fopen(source, "r");
    if (!f) {
        fprintf(stderr, "spec lint: cannot %s %s\n", is_command ? "run" : "open", source);
        return -1;
    }
    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, f) != -1) add_test(line);
    free(line);
    int status = is_command ? pclose(f) : (f == stdin ? 0 : fclose(f));
    if (is_command && (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)) {
        fprintf(stderr, "spec lint: `%s` failed (exit %d)\n", source,
                status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        return -1;
    }
    return 0;
}

static int same_rules(const test *a, const test *b)
{
    if (a->nrules != b->nrules) return 0;
    for (size_t i = 0; i < a->nrules; i++)
        if (strcmp(a->rules[i], b->rules[i]) != 0) return 0;
    return 1;
}

static void check_test(const char *where_list, size_t index)
{
    const test *t = &lint.tests[index];
    char where[WHERE_MAX];
    snprintf(where, sizeof where, "%s: %s", where_list, t->name);
    for (size_t j = 0; j < index; j++)
        if (strcmp(lint.tests[j].name, t->name) == 0) {
            if (!same_rules(&lint.tests[j], t)) problem(where, "listed twice with different rules");
            return; /* the same test from a second profile's list */
        }
    if (!test_name_well_formed(t->name)) problem(where, "test name is not <RULEID>.<CamelCase>");
    if (t->nrules == 0) {
        problem(where, "cites no rule");
        return;
    }
    size_t suite = strcspn(t->name, ".");
    if (strlen(t->rules[0]) != suite || strncmp(t->name, t->rules[0], suite) != 0)
        problem(where, "suite is not its first rule %s (name it %s.<Behaviour>)", t->rules[0], t->rules[0]);
    for (size_t k = 0; k < t->nrules; k++) {
        rule *r = find_rule(t->rules[k]);
        if (r) r->cited = 1;
        else problem(where, "cites unknown rule %s", t->rules[k]);
        for (size_t m = 0; m < k; m++)
            if (strcmp(t->rules[m], t->rules[k]) == 0) problem(where, "cites %s twice", t->rules[k]);
    }
}

void check_tests(const char *where_list)
{
    if (lint.ntests == 0) problem(where_list, "no tests listed");
    for (size_t i = 0; i < lint.ntests; i++) check_test(where_list, i);
    for (size_t i = 0; i < lint.nrules; i++)
        if (!lint.rules[i].cited) {
            char where[WHERE_MAX];
            snprintf(where, sizeof where, "%s: %s", lint.rules[i].file, lint.rules[i].id);
            problem(where, "no test cites this rule");
        }
}
