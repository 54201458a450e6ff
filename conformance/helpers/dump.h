/* The DUMP cases' checks: write a config whose `dump` section names
 * directories of the case's private dir, run aclInit, check the code and,
 * when the southbound spy is loaded, the dump layer's decision
 * (southbound/aclcts_sb_dump.h).
 *
 * Placeholders in configs and expected fields:
 *   @D@  an existing, readable and writable directory (<workdir>/d)
 *   @E@  a second such directory (<workdir>/e)
 *   @F@  a regular file (<workdir>/f)
 *   @M@  a path that does not exist (<workdir>/missing)
 *   @W@  the private directory itself
 * Expected fields are "key=value key=value" (values without spaces), compared
 * with the decision text's fields; "-" means absent. */
#ifndef ACLCTS_HELPERS_DUMP_H_
#define ACLCTS_HELPERS_DUMP_H_

#include "aclcts/case.h"

/* The dump layer's answers as aclInit maps them (DUMP002). */
#define DUMP_INPUT ACL_ERROR_INVALID_DUMP_CONFIG /* ADUMP_INPUT_FAILED: invalid dump config */
#define DUMP_INTERNAL ACL_ERROR_INTERNAL_ERROR   /* any other dump-layer failure */

/* The directory `name` in the case's private directory, created. */
const char *dump_dir(aclcts_t *t, const char *name);

/* The dump model's decision and state texts; the decision is NULL without the
 * spy. */
const char *dump_decision(aclcts_t *t);
const char *dump_state(aclcts_t *t);

/* Makes one of adump's own runtime calls fail (see aclcts_sb_dump.h); skips
 * when the spy does not model it. */
void dump_fail_internal(aclcts_t *t, const char *call, int code);

/* The value of `key` in a decision or state text ("-" when absent), with a
 * JSON-quoted value unquoted; NULL when the text has no such key. */
const char *dump_field(const char *text, const char *key);

/* Every "key=value" of `fields` (placeholders replaced) matches `text`. */
#define dump_check_fields(t, ...) ACLCTS_HELPER(dump_check_fields_, t, __VA_ARGS__)
void dump_check_fields_(aclcts_t *t, const char *rule, const char *what, const char *text, const char *fields);

/* aclInit of the config (placeholders replaced) returns `code`; with the spy,
 * the decision has `fields`. */
#define dump_expect(t, ...) ACLCTS_HELPER(dump_expect_, t, __VA_ARGS__)
void dump_expect_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *fields);

/* One named test per config row; it runs on any southbound (the decision
 * is checked when the spy is there). */
#define DUMP_CASE(RULE, NAME, RULES, JSON, CODE, FIELDS) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { dump_expect(t, #RULE, JSON, CODE, FIELDS); }
/* Input failures: code 100009 and the report the dump layer gives. */
#define DUMP_REJECT(RULE, NAME, RULES, JSON, REPORT, ITEM) \
    DUMP_CASE(RULE, NAME, RULES, JSON, DUMP_INPUT, "result=-2 report=" REPORT " item=" ITEM)

/* Most rows are about the dump section alone: they write its MEMBERS, the
 * config being {"dump":{MEMBERS}}. Accepted: aclInit returns ACL_SUCCESS and
 * the decision is result=0 with FIELDS. Rejected: as DUMP_REJECT. */
#define DUMP_SECTION(MEMBERS) "{\"dump\":{" MEMBERS "}}"
#define DUMP_SECTION_ACCEPT(RULE, NAME, RULES, MEMBERS, FIELDS) \
    DUMP_CASE(RULE, NAME, RULES, DUMP_SECTION(MEMBERS), ACL_SUCCESS, "result=0 " FIELDS)
#define DUMP_SECTION_REJECT(RULE, NAME, RULES, MEMBERS, REPORT, ITEM) \
    DUMP_REJECT(RULE, NAME, RULES, DUMP_SECTION(MEMBERS), REPORT, ITEM)

#endif /* ACLCTS_HELPERS_DUMP_H_ */
