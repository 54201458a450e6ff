/* aclsysGetVersionNum (QUERY017..QUERY021; src/acl/aclrt_impl/acl.cpp
 * aclsysGetVersionNumImpl, CalculateVersionNum, ParseBaseVersion,
 * ParsePrereleasePart, ParsePreNumStrict): the same Version= value as
 * aclsysGetVersionStr, as the number X*10000000 + Y*100000 + Z*1000, less
 * 300 (alpha), 200 (beta) or 100 (rc) plus the pre-release number. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "pkg_version.h"

#define WEIGHT_MAJOR 10000000
#define WEIGHT_MINOR 100000
#define WEIGHT_PATCH 1000

/* std::stoi of [s, s + n): leading white space, a sign, then at least one
 * digit; what follows the digits is ignored; out of int range fails. */
static int stoi_prefix(const char *s, size_t n, int *out)
{
    char buf[64];
    if (n >= sizeof buf) n = sizeof buf - 1;
    memcpy(buf, s, n);
    buf[n] = '\0';
    const char *p = buf;
    while (isspace((unsigned char)*p)) p++;
    const char *digits = p + (*p == '+' || *p == '-');
    if (!isdigit((unsigned char)*digits)) return 0;
    errno = 0;
    long v = strtol(p, NULL, 10);
    if (errno != 0 || v < INT_MIN || v > INT_MAX) return 0;
    *out = (int)v;
    return 1;
}

/* ParseBaseVersion: "X.Y.Z..." with X before the first '.', Y non-empty
 * between the first two, Z the digits right after the second (QUERY018,
 * QUERY019). *end: where the digits of Z stop. */
static int parse_base(const char *v, int *base, size_t *end)
{ /* QUERY019: 0 for a value without the base */
    const char *dot1 = strchr(v, '.');
    if (dot1 == NULL || dot1 == v) return 0;
    const char *dot2 = strchr(dot1 + 1, '.');
    if (dot2 == NULL || dot2 == dot1 + 1) return 0;
    const char *z = dot2 + 1, *z_end = z;
    while (isdigit((unsigned char)*z_end)) z_end++;
    if (z_end == z) return 0;
    int major, minor, patch;
    if (!stoi_prefix(v, (size_t)(dot1 - v), &major) || !stoi_prefix(dot1 + 1, (size_t)(dot2 - dot1 - 1), &minor) ||
        !stoi_prefix(z, (size_t)(z_end - z), &patch))
        return 0;
    /* HAZ013: the product's int arithmetic traps an overflow (abort); here it wraps, defined in unsigned */
    *base = (int)((unsigned)major * WEIGHT_MAJOR + (unsigned)minor * WEIGHT_MINOR + (unsigned)patch * WEIGHT_PATCH);
    *end = (size_t)(z_end - v);
    return 1;
}

/* ParsePreNumStrict: "" is 0; else at most one '.' or '-' and then only
 * digits to the end (QUERY021). */
static int parse_pre_number(const char *s, int *out)
{ /* QUERY021 */
    if (*s == '\0') {
        *out = 0;
        return 1;
    }
    size_t i = 0;
    while (s[i] == '.' || s[i] == '-') i++;
    if (!isdigit((unsigned char)s[i]) || i > 1) return 0;
    const char *digits = s + i;
    for (const char *p = digits; *p; p++)
        if (!isdigit((unsigned char)*p)) return 0;
    return stoi_prefix(digits, strlen(digits), out);
}

/* ParsePrereleasePart: alpha, else beta, else rc, found anywhere in the
 * lower-cased suffix, at most one character before it (QUERY020, QUERY021). */
static int parse_suffix(const char *suffix, int *adjust)
{ /* QUERY020 */
    static const struct {
        const char *word;
        int weight;
    } k_pre[] = {{"alpha", 300}, {"beta", 200}, {"rc", 100}};
    for (size_t k = 0; k < sizeof k_pre / sizeof k_pre[0]; k++) {
        size_t wl = strlen(k_pre[k].word);
        for (size_t i = 0; suffix[i]; i++) {
            if (strncasecmp(suffix + i, k_pre[k].word, wl) != 0) continue;
            int n;
            if (i > 1 || !parse_pre_number(suffix + i + wl, &n)) return 0;
            *adjust = n - k_pre[k].weight;
            return 1;
        }
    }
    return 0; /* unknown suffix */
}

ACL_FUNC_VISIBILITY aclError aclsysGetVersionNum(char *pkgName, int32_t *versionNum)
{
    REQUIRE_NOT_NULL(versionNum, "QUERY017");
    REQUIRE_NOT_NULL(pkgName, "QUERY017");
    char *text = NULL;
    aclError ret = pkg_version_text(pkgName, &text); /* QUERY018: aclsysGetVersionStr's lookup */
    if (ret != ACL_SUCCESS) return ret;
    int base = 0, adjust = 0;
    size_t end = 0;
    int ok = parse_base(text, &base, &end);
    if (ok && text[end] != '\0') ok = parse_suffix(text + end, &adjust);
    free(text);
    if (!ok) return ACL_ERROR_INTERNAL_ERROR; /* QUERY019, QUERY021: only logged; *versionNum untouched */
    *versionNum = (int32_t)((unsigned)base + (unsigned)adjust); /* QUERY020 */
    return ACL_SUCCESS;
}
