/* aclcts_spec_lint: checks spec/rules/<FAMILY>.json against spec/schema.md, the
 * test list against the rules, and the product commit the tree cites against
 * its pin.
 *
 *   aclcts_spec_lint --rules DIR [--families FILE] (--tests FILE | --tests-from COMMAND)
 *                    [--sources DIR]... [--product FILE] [--citations DIR]...
 *
 * The families and their order are spec/families.json (default: families.json
 * beside DIR): {"families": ["API", "STATE", ...]}. Every rule file's family
 * must be listed there and every listed family must have its rule file; the
 * runner's reports take the same order, and each family's title from its
 * rule file (lint_families.c, lint_rule_files.c).
 *
 * The test list is what `aclcts list` prints: one line per test,
 * "NAME<spaces>RULE RULE ...", NAME = "<RULEID>.<CamelCase>", main rule first.
 * --tests-from runs COMMAND through the shell and reads its output. A test
 * may appear more than once (`aclcts list` run once per profile) if it cites
 * the same rules each time (lint_test_list.c).
 *
 * With --sources (once per implementation folder: ref, lower, common,
 * southbound), every rule must be named as a whole word in a C source
 * or header, or a linker version script (.c, .h, .map) under one of them, at the code that implements it (the
 * implementation tag), or carry a "test_only" reason in its rule (lint_tags.c).
 *
 * The product commit is pinned in spec/product.json (--product; default:
 * product.json beside DIR when it exists): every citation of a product
 * commit in the rule files, and in the files under --sources and --citations
 * (folders or files), must be that commit (lint_product.c). --citations needs
 * the pin.
 *
 * Prints one line per problem, "<where>: <what>" (e.g.
 * "spec/rules/INIT.json: INIT007: no test cites this rule"), then a count.
 * Exit: 0 clean, 1 problems found, 2 bad usage or unreadable input.
 *
 * Self-contained (libc + cJSON): spec/ is data, and this is its only judge. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "spec_lint.h"

static int usage(void)
{
    fputs("usage: aclcts_spec_lint --rules DIR [--families FILE] (--tests FILE | --tests-from COMMAND)\n"
          "                       [--sources DIR]... [--product FILE] [--citations DIR]...\n"
          "  --rules DIR          the spec/rules directory\n"
          "  --families FILE      the families and their order (default: families.json beside DIR)\n"
          "  --tests FILE         the output of `aclcts list` (\"-\": stdin)\n"
          "  --tests-from COMMAND a command that prints it, e.g. \"build/bin/aclcts list\"\n"
          "  --sources DIR        an implementation folder to find each rule's tag in\n"
          "                       (repeatable; without it, tags are not checked)\n"
          "  --product FILE       the pinned product commit (default: product.json beside DIR,\n"
          "                       when it exists; without one, citations are not checked)\n"
          "  --citations DIR      a folder or file whose citations of a product commit are\n"
          "                       checked against the pin (repeatable; --sources are too)\n",
          stderr);
    return 2;
}

/* The pin named by --product, else product.json beside the rules when it
 * exists, else NULL (malloc'd). */
static char *product_file(const char *given, const char *rules_dir)
{
    if (given) return xstrdup(given);
    char *beside = path_beside(rules_dir, "product.json");
    if (access(beside, F_OK) == 0) return beside;
    free(beside);
    return NULL;
}

/* The command line; folders holds the --sources, then the --citations. */
typedef struct options {
    const char *rules_dir, *tests, *families, *product;
    int tests_is_command;
    char **folders;
    size_t nsources, ncitations;
} options;

/* 0, or -1 on bad usage. */
static int parse_options(int argc, char **argv, options *o)
{
    char **citations = calloc((size_t)argc, sizeof *citations);
    o->folders = calloc((size_t)argc, sizeof *o->folders);
    if (!citations || !o->folders) return -1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--rules") == 0 && i + 1 < argc) o->rules_dir = argv[++i];
        else if (strcmp(argv[i], "--families") == 0 && i + 1 < argc) o->families = argv[++i];
        else if (strcmp(argv[i], "--tests") == 0 && i + 1 < argc) o->tests = argv[++i], o->tests_is_command = 0;
        else if (strcmp(argv[i], "--tests-from") == 0 && i + 1 < argc) o->tests = argv[++i], o->tests_is_command = 1;
        else if (strcmp(argv[i], "--sources") == 0 && i + 1 < argc) o->folders[o->nsources++] = argv[++i];
        else if (strcmp(argv[i], "--product") == 0 && i + 1 < argc) o->product = argv[++i];
        else if (strcmp(argv[i], "--citations") == 0 && i + 1 < argc) citations[o->ncitations++] = argv[++i];
        else return -1;
    }
    memcpy(o->folders + o->nsources, citations, o->ncitations * sizeof *citations);
    free(citations);
    return o->rules_dir && o->tests ? 0 : -1;
}

int main(int argc, char **argv)
{
    options o = {0};
    if (parse_options(argc, argv, &o) != 0) return usage();
    char *pin = product_file(o.product, o.rules_dir);
    if (o.ncitations && !pin) {
        fputs("spec lint: --citations needs the pin (--product FILE, or product.json beside the rules)\n", stderr);
        return 2;
    }
    char *default_file = o.families ? NULL : path_beside(o.rules_dir, "families.json");
    if (load_families(o.families ? o.families : default_file) != 0) {
        fprintf(stderr, "spec lint: cannot read the families file %s\n", families_label());
        return 2;
    }
    if (pin && load_product(pin) != 0) {
        fprintf(stderr, "spec lint: cannot read the product pin %s\n", pin);
        return 2;
    }
    if (lint_rules_dir(o.rules_dir) != 0 || read_tests(o.tests, o.tests_is_command) != 0) return 2;
    check_family_files(o.rules_dir);
    check_tests(o.tests_is_command ? "aclcts list" : o.tests);
    if (o.nsources) {
        if (scan_sources(o.folders, o.nsources) != 0) return 2;
        check_tags();
    }
    if (pin && check_commits(o.rules_dir, o.folders, o.nsources + o.ncitations) != 0) return 2;
    free(o.folders);
    free(pin);
    free(default_file);
    printf("spec lint: %zu rule(s), %zu test(s), %zu problem(s)\n", lint.nrules, lint.ntests, lint.problems);
    return lint.problems ? 1 : 0;
}
