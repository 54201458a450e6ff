/* The installed packages' version files (pkg.h). */
#include "helpers/pkg.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "helpers/text.h"

#define PKG_HOME "ascend"

/* mkdir -p of <workdir>/<rel>. */
static void make_dirs(aclcts_t *t, const char *rel)
{
    char path[4096];
    snprintf(path, sizeof path, "%s", aclcts_path(t, rel));
    for (char *p = path + strlen(t->workdir) + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        (void)mkdir(path, 0755);
        *p = '/';
    }
    if (mkdir(path, 0755) != 0 && access(path, F_OK) != 0) aclcts_skip(t, "cannot create the folder %s", path);
}

const char *pkg_home(aclcts_t *t)
{
    make_dirs(t, PKG_HOME);
    const char *home = aclcts_path(t, PKG_HOME);
    setenv("ASCEND_HOME_PATH", home, 1);
    return home;
}

const char *pkg_version_file(aclcts_t *t, const char *package, const char *text)
{
    const char *dir = text_fmt(PKG_HOME "/share/info/%s", package);
    make_dirs(t, dir);
    return aclcts_file(t, text_fmt("%s/version.info", dir), text);
}

const char *pkg_version(aclcts_t *t, const char *package, const char *version)
{
    return pkg_version_file(t, package, text_fmt("Version=%s\n", version));
}

void pkg_no_home(void) { unsetenv("ASCEND_HOME_PATH"); }

void pkg_need_no_install_info(aclcts_t *t)
{
    if (access(PKG_INSTALL_INFO, F_OK) == 0)
        aclcts_skip(t, "this machine has %s: the driver's version is the installed one's", PKG_INSTALL_INFO);
}

#define FEATURE_LIST_DEPTH 8

const char *pkg_feature_list(aclcts_t *t, const char **report)
{
    char real[PATH_MAX];
    if (t->libpath == NULL || realpath(t->libpath, real) == NULL) SKIP(t, "cannot resolve the library's path");
    *(strrchr(real, '/') + 1) = '\0'; /* the library's folder, ending in '/' */
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", real);
    for (int depth = 0; depth < FEATURE_LIST_DEPTH && strchr(dir, '/') != NULL; depth++) {
        const char *path = text_fmt("%s%s", dir, PKG_FEATURE_LIST);
        struct stat st;
        if (stat(path, &st) == 0) return path;
        size_t n = strlen(dir);
        if (n <= 1) break;
        dir[n - 1] = '\0';
        *(strrchr(dir, '/') + 1) = '\0';
    }
    real[strlen(real) - 1] = '\0';
    *(strrchr(real, '/') + 1) = '\0';
    if (report != NULL) *report = text_fmt("%s%s", real, PKG_FEATURE_LIST);
    return NULL;
}

#define INSTALL "inst"
#define INSTALL_LIB INSTALL "/cann/lib64/libascendcl.so"
#define INSTALL_LIST INSTALL "/cann/" PKG_FEATURE_LIST
#define INSTALL_VERSION INSTALL "/share/info/runtime/version.info"
#define ERROR_CODES "conf/error_manager/error_code.json"

/* Copies the file `from` to <workdir>/<rel> (a new inode: the loader cannot
 * take it for the target it already holds); 0 when `from` cannot be read. */
static int copy_file(aclcts_t *t, const char *from, const char *rel)
{
    int in = open(from, O_RDONLY | O_CLOEXEC);
    if (in < 0) return 0;
    const char *to = aclcts_path(t, rel);
    int out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
    if (out < 0) aclcts_skip(t, "cannot create %s", to);
    char buf[65536];
    ssize_t n;
    while ((n = read(in, buf, sizeof buf)) > 0)
        if (write(out, buf, (size_t)n) != n) aclcts_skip(t, "cannot write %s", to);
    close(in);
    close(out);
    if (n < 0) aclcts_skip(t, "cannot read %s", from);
    return 1;
}

/* Writes <workdir>/<rel> (creating its folders), or removes it for NULL. */
static const char *install_text(aclcts_t *t, const char *rel, const char *text)
{
    if (text == NULL) {
        (void)unlink(aclcts_path(t, rel));
        return aclcts_path(t, rel);
    }
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", rel);
    *strrchr(dir, '/') = '\0';
    make_dirs(t, dir);
    return aclcts_file(t, rel, text);
}

void pkg_install_copy(aclcts_t *t, pkg_install *in, const char *list, const char *version)
{
    ACLCTS_NEED(t, aclGetCannAttributeList);
    ACLCTS_NEED(t, aclGetCannAttribute);
    char real[PATH_MAX];
    if (t->libpath == NULL || realpath(t->libpath, real) == NULL) SKIP(t, "cannot resolve the library's path");
    make_dirs(t, INSTALL "/cann/lib64");
    (void)copy_file(t, real, INSTALL_LIB);
    *strrchr(real, '/') = '\0'; /* the target's folder, then the one above it */
    char *slash = strrchr(real, '/');
    if (slash != NULL) {
        *(slash + 1) = '\0';
        make_dirs(t, INSTALL "/cann/conf/error_manager");
        (void)copy_file(t, text_fmt("%s%s", real, ERROR_CODES), INSTALL "/cann/" ERROR_CODES);
    }
    in->lib = aclcts_path(t, INSTALL_LIB);
    in->list = install_text(t, INSTALL_LIST, list);
    in->version = install_text(t, INSTALL_VERSION, version != NULL ? text_fmt("Version=%s\n", version) : NULL);
    void *h = dlopen(in->lib, RTLD_LAZY | RTLD_LOCAL);
    if (h == NULL) SKIP(t, "a copy of the library cannot be loaded beside a feature list: %s", dlerror());
    void *get_list = dlsym(h, "aclGetCannAttributeList"), *get_attr = dlsym(h, "aclGetCannAttribute");
    if (get_list == NULL || get_attr == NULL) SKIP(t, "the copy of the library does not export the functions");
    memcpy(&in->get_list, &get_list, sizeof get_list);
    memcpy(&in->get_attr, &get_attr, sizeof get_attr);
}

void pkg_install_list(aclcts_t *t, const pkg_install *in, const char *list)
{
    (void)in;
    (void)install_text(t, INSTALL_LIST, list);
}

const char *pkg_install_file(aclcts_t *t, const char *rel, const char *text)
{
    return install_text(t, text_fmt(INSTALL "/%s", rel), text);
}
