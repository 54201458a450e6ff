/* The installed packages' version files (pkg.h). */
#include "helpers/pkg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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
