/* Path checks of adump: the `IPv4:path` form of dump_path
 * (DumpConfigConverter::CheckIpAddress, FileUtils::IsValidDirChar), the local
 * checks (Path::RealPath, IsDirectory, Asccess) and the usability of an
 * environment directory (DumpConfigConverter::CheckDumpPath with
 * Path::CreateDirectory). */
/* realpath and mkdir under plain C11. */
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "adump/adump_path.h"
#include "adump/adump_str.h"

#define ADP_IPV4_PARTS 4       /* MAX_IPV4_ADDRESS_LENGTH */
#define ADP_IPV4_MAX 255       /* MAX_IPV4_ADDRESS_VALUE */
#define ADP_MMPA_MAX_PATH 4096 /* MMPA_MAX_PATH: the longest path CreateDirectory takes */

/* std::stoi: leading white space, a sign, then decimal digits up to the
 * first non-digit; no digit or a value outside int is an exception. */
static int stoi_like(const char *s, size_t n, long *out)
{
    size_t i = 0;
    while (i < n && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))) {
        i++;
    }
    int neg = 0;
    if (i < n && (s[i] == '+' || s[i] == '-')) {
        neg = s[i] == '-';
        i++;
    }
    size_t start = i;
    long v = 0;
    for (; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        v = v * 10 + (s[i] - '0');
        if (v > (long)INT_MAX + 1) {
            return 0; /* out_of_range */
        }
    }
    if (i == start) {
        return 0; /* invalid_argument */
    }
    v = neg ? -v : v;
    if (v > INT_MAX || v < INT_MIN) {
        return 0;
    }
    *out = v;
    return 1;
}

/* StrUtils::Split(text, "."): getline pieces; an empty text gives none and a
 * trailing '.' adds no empty piece. Each piece must pass std::stoi in 0..255. */
static int ipv4_ok(const char *ip, size_t n)
{
    size_t parts = 0;
    size_t start = 0;
    long values[ADP_IPV4_PARTS + 1];
    int bad = 0;
    for (size_t i = 0; i <= n && n > 0; i++) {
        if (i < n && ip[i] != '.') {
            continue;
        }
        if (i == n && start == n) {
            break; /* nothing after a trailing '.' */
        }
        if (parts < ADP_IPV4_PARTS + 1 && !stoi_like(ip + start, i - start, &values[parts])) {
            bad = 1;
        }
        parts++;
        start = i + 1;
    }
    if (parts != ADP_IPV4_PARTS || bad) {
        return 0;
    }
    for (size_t i = 0; i < parts; i++) {
        if (values[i] < 0 || values[i] > ADP_IPV4_MAX) {
            return 0;
        }
    }
    return 1;
}

int adp_is_ip_path(const char *text, int *colon_last)
{
    *colon_last = 0;
    const char *colon = strchr(text, ':');
    if (colon == NULL) {
        return 0;
    }
    if (colon[1] == '\0') {
        *colon_last = 1; /* EP0003 "invalid path", then checked as a local path */
        return 0;
    }
    return ipv4_ok(text, (size_t)(colon - text));
}

int adp_valid_dir_chars(const char *text, size_t len)
{
    static const char k_allowed[] = "-=[];\\,./!@#$%^&*()_+{}:?";
    if (len == 0) {
        return 0;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        int alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!alnum && (c == '\0' || strchr(k_allowed, c) == NULL)) {
            return 0;
        }
    }
    return 1;
}

int adp_exists(const char *path)
{
    if (path[0] == '\0') {
        return 0;
    }
    char *real = realpath(path, NULL);
    free(real);
    return real != NULL;
}

int adp_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int adp_rw(const char *path) { return path[0] != '\0' && access(path, R_OK | W_OK) == 0; }

/* Path::ParentPath: "/a/b" -> "/a", "/a" -> "/", "a" -> "". */
static char *parent_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL) {
        return ads_strdup("");
    }
    return slash == path ? ads_strdup("/") : ads_strndup(path, (size_t)(slash - path));
}

/* Path::CreateDirectory(true): recursive, mode 0700, EEXIST is fine. */
static int create_dirs(const char *path)
{
    if (path[0] == '\0' || strlen(path) > ADP_MMPA_MAX_PATH) {
        return 0;
    }
    if (adp_is_dir(path)) {
        return 1;
    }
    if (strcmp(path, "/") != 0) {
        char *parent = parent_of(path);
        int ok = parent != NULL && (parent[0] == '\0' || create_dirs(parent));
        free(parent);
        if (!ok) {
            return 0;
        }
    }
    return mkdir(path, S_IRUSR | S_IWUSR | S_IXUSR) == 0 || errno == EEXIST;
}

int adp_env_dir_usable(const char *path)
{
    if (!create_dirs(path) || !adp_exists(path)) {
        return 0;
    }
    char *real = realpath(path, NULL);
    int ok = real != NULL && adp_is_dir(real) && adp_rw(real);
    free(real);
    return ok;
}

/* StrUtils::Trim then leading and trailing '/' removed (Path::AppendPath). */
static void trimmed_part(const char *part, const char **start, size_t *len)
{
    const char *b = part;
    const char *e = part + strlen(part);
    while (b < e && (*b == ' ' || (*b >= '\t' && *b <= '\r'))) {
        b++;
    }
    while (e > b && (e[-1] == ' ' || (e[-1] >= '\t' && e[-1] <= '\r'))) {
        e--;
    }
    while (b < e && *b == '/') {
        b++;
    }
    while (e > b && e[-1] == '/') {
        e--;
    }
    *start = b;
    *len = (size_t)(e - b);
}

char *adp_append(const char *base, const char *part)
{
    const char *p;
    size_t plen;
    trimmed_part(part, &p, &plen);
    size_t blen = strlen(base);
    char *out = malloc(blen + plen + 3);
    if (out == NULL) {
        return NULL;
    }
    memcpy(out, base, blen);
    size_t w = blen;
    if (w > 0 && out[w - 1] != '/') {
        out[w++] = '/';
    }
    memcpy(out + w, p, plen);
    w += plen;
    if (w > 0 && out[w - 1] != '/') {
        out[w++] = '/';
    }
    out[w] = '\0';
    return out;
}
