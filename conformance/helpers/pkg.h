/* QUERY: the installed packages' version files a case builds in its private
 * directory. ASCEND_HOME_PATH names <workdir>/ascend (pkg_home); a package's
 * file is <home>/share/info/<package>/version.info (pkg_version_file), as
 * src/acl/aclrt_impl/acl.cpp looks for it. The driver's and the firmware's
 * are found through /etc/ascend_install.info, which a case never writes:
 * pkg_need_no_install_info skips a case that needs it absent. */
#ifndef ACLCTS_HELPERS_PKG_H_
#define ACLCTS_HELPERS_PKG_H_

#include "aclcts/case.h"

#define PKG_INSTALL_INFO "/etc/ascend_install.info"

/* Creates <workdir>/ascend, sets ASCEND_HOME_PATH to it and returns it. */
const char *pkg_home(aclcts_t *t);
/* Writes `text` as the version file of folder `package` under the home
 * pkg_home set (creating the folders) and returns its path. */
const char *pkg_version_file(aclcts_t *t, const char *package, const char *text);
/* The version file holding the one line "Version=<version>". */
const char *pkg_version(aclcts_t *t, const char *package, const char *version);
/* Unsets ASCEND_HOME_PATH. */
void pkg_no_home(void);
/* Skips the case when this machine has /etc/ascend_install.info. */
void pkg_need_no_install_info(aclcts_t *t);

/* The software feature list aclGetCannAttribute and aclGetCannAttributeList
 * read (src/acl/utils/cann_info_utils.cpp GetConfigInstallPath, QUERY027):
 * PKG_FEATURE_LIST under the library under test's folder or one of its
 * parents (8 folders in all). Returns the path where it is, or NULL; *report
 * (when not NULL) gets the path the product names when there is none, the one
 * under the folder above the library's. Skips when the library's path does
 * not resolve. */
#define PKG_FEATURE_LIST "data/ascendcl_config/swFeatureList.json"
const char *pkg_feature_list(aclcts_t *t, const char **report);

/* A private installation of the library under test in the case's directory,
 * laid out as the product looks for its files (QUERY027, GetConfigInstallPath):
 * a copy of the library at <workdir>/inst/cann/lib64/libascendcl.so (a new
 * file, so a new instance with its own state: the feature list is read once
 * per instance), its feature list at <workdir>/inst/cann/PKG_FEATURE_LIST and
 * the runtime's version at <workdir>/inst/share/info/runtime/version.info.
 * The copy is loaded RTLD_LOCAL | RTLD_LAZY: its imports bind to the spy the
 * runner loaded RTLD_GLOBAL (and through it to a runtime beneath). What sits
 * in the folder above the target's folder under conf/error_manager (the
 * product's error codes) is copied beside it. */
typedef struct pkg_install {
    const char *lib, *list, *version; /* the copy, where it reads the list, the version */
    aclError (*get_list)(const aclCannAttr **list, size_t *num);
    aclError (*get_attr)(aclCannAttr attr, int32_t *value);
} pkg_install;
/* Installs and loads the copy; `list` (NULL: none) is the feature list's text
 * and `version` (NULL: no file) the runtime's "Version=" value. Skips saying
 * why when the target does not export both functions, or the copy cannot be
 * made or loaded. */
void pkg_install_copy(aclcts_t *t, pkg_install *in, const char *list, const char *version);
/* Rewrites the copy's feature list (NULL: removes it). */
void pkg_install_list(aclcts_t *t, const pkg_install *in, const char *list);
/* Writes `text` as the runtime's version file `rel` under <workdir>/inst
 * (e.g. "cann/lib64/share/info/runtime/version.info", a file the search
 * upwards from the library's folder would find first). */
const char *pkg_install_file(aclcts_t *t, const char *rel, const char *text);

#endif /* ACLCTS_HELPERS_PKG_H_ */
