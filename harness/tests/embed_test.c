/* spec.embed: spec_embed.cmake embeds the JSON files of spec/tests/embed and
 * spec/tests/embed_families.json, and spec_rules.c loads them: rules in the
 * order of the families file then by id (HAZ before FILE before INIT, which
 * is neither the file names' order nor spec/families.json's), every field carried, a
 * rule without a statement left out, lookups by id, each family's title from
 * its rule file. */
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"
#include "results.h"
#include "selftest_expect.h"
#include "spec_rules.h"

static void check_order(const aclcts_rule *rules, size_t n)
{
    static const char *const expected[] = {"HAZ001", "FILE001", "INIT001", "INIT002"};
    EXPECT(n == 4);
    for (size_t i = 0; i < n && i < 4; i++) EXPECT(strcmp(rules[i].id, expected[i]) == 0);
}

static void check_fields(void)
{
    const aclcts_rule *r = aclcts_spec_find("INIT002");
    EXPECT(r != NULL);
    if (!r) return;
    EXPECT(strcmp(r->family, "INIT") == 0);
    EXPECT(strcmp(r->level, "IMPL") == 0);
    EXPECT(r->profiles == (ACLCTS_PRODUCT | ACLCTS_IPV350));
    EXPECT(r->nsources == 2 && strcmp(r->sources[1], "seed: 000") == 0);
    EXPECT(r->divergence && strstr(r->divergence, "wants a string"));

    r = aclcts_spec_find("INIT001");
    EXPECT(r && r->divergence == NULL);
    EXPECT(r && strcmp(r->statement, "First rule \"quoted\" <b>markup</b> \xc3\xa9.") == 0);
    r = aclcts_spec_find("FILE001");
    EXPECT(r && r->profiles == ACLCTS_IPV350);
    r = aclcts_spec_find("HAZ001");
    EXPECT(r && strcmp(r->level, "HAZARD") == 0);
}

static void check_families(void)
{
    EXPECT(aclcts_family_count() == 3);
    EXPECT(strcmp(aclcts_family_name(0), "HAZ") == 0 && aclcts_family_index("HAZ") == 0);
    EXPECT(strcmp(aclcts_family_name(2), "INIT") == 0);
    EXPECT(strcmp(aclcts_family_title(2), "embed fixture: rules out of id order") == 0);
    EXPECT(strcmp(aclcts_family_name(3), "other") == 0 && strcmp(aclcts_family_title(3), "") == 0);
    EXPECT(aclcts_family_index("STATE") == 3);
}

int main(void)
{
    size_t n = 0;
    const aclcts_rule *rules = aclcts_spec_rules(&n);
    check_order(rules, n);
    check_fields();
    check_families();
    EXPECT(aclcts_spec_find("FILE002") == NULL); /* no statement: left out */
    EXPECT(aclcts_spec_find("INIT999") == NULL);
    EXPECT(aclcts_spec_find(NULL) == NULL);
    EXPECT(aclcts_spec_rules(NULL) == rules); /* parsed once */
    if (failures) fprintf(stderr, "spec.embed: %d check(s) failed\n", failures);
    else printf("spec.embed: %zu rules loaded as expected\n", n);
    return failures ? 1 : 0;
}
