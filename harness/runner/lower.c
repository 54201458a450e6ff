/* --lower LIB (run, probe, diff): real lower layers beneath the spy. The
 * runner only names them: each LIB, made absolute, joins ACLCTS_LOWER
 * (colon-separated, as the spy reads it when it loads in every child), and
 * the spy loads them, forwards to them and records (southbound/sb_lower.c).
 * Without --lower an ACLCTS_LOWER already in the environment applies. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lower.h"
#include "options.h"

int aclcts_lower_add(aclcts_opts *o, const char *path)
{
    char abs[PATH_MAX];
    if (realpath(path, abs) == NULL || access(abs, R_OK) != 0) {
        fprintf(stderr, "aclcts: --lower %s: cannot read the file\n", path);
        return -1;
    }
    if (strchr(abs, ':') != NULL) {
        fprintf(stderr, "aclcts: --lower %s: a path with ':' cannot be passed on (ACLCTS_LOWER is colon-separated)\n",
                abs);
        return -1;
    }
    size_t have = strlen(o->lower);
    if (have + strlen(abs) + 2 > sizeof o->lower) {
        fprintf(stderr, "aclcts: --lower: too many libraries\n");
        return -1;
    }
    snprintf(o->lower + have, sizeof o->lower - have, "%s%s", have ? ":" : "", abs);
    return 0;
}

int aclcts_lower_export(const aclcts_opts *o)
{
    const char *list = o->lower[0] != '\0' ? o->lower : getenv("ACLCTS_LOWER");
    if (list == NULL || list[0] == '\0') return 0;
    if (!o->use_spy) {
        fprintf(stderr, "aclcts: --lower puts libraries beneath the spy: it cannot go with --southbound system\n");
        return -1;
    }
    if (setenv("ACLCTS_LOWER", list, 1) != 0) {
        perror("aclcts: setenv ACLCTS_LOWER");
        return -1;
    }
    return 0;
}

const char *aclcts_lower_list(void)
{
    const char *list = getenv("ACLCTS_LOWER");
    return list != NULL && list[0] != '\0' ? list : NULL;
}
