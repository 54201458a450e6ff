/* The spec built into the binary (spec_rules.c, from spec/rules/<FAMILY>.json
 * and spec/families.json, embedded by spec_embed.cmake): its rules, and the
 * rule families in spec/families.json's order, each title from its rule
 * file. */
#ifndef ACLCTS_SPEC_RULES_H_
#define ACLCTS_SPEC_RULES_H_

#include <stddef.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The rules, in the families' order, then by id. */
const aclcts_rule *aclcts_spec_rules(size_t *count);
const aclcts_rule *aclcts_spec_find(const char *id);

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

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SPEC_RULES_H_ */
