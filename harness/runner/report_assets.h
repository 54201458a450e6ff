/* The style sheets and scripts of the HTML reports: report.css, report.js,
 * compare.css and compare.js, embedded at build time (asset_embed.cmake), each
 * a NUL-terminated string of the file's bytes. The scripts only toggle the
 * visibility of rendered elements; they carry no data. */
#ifndef ACLCTS_REPORT_ASSETS_H_
#define ACLCTS_REPORT_ASSETS_H_

#ifdef __cplusplus
extern "C" {
#endif

/* The style sheet of report.html, which compare.html shares. */
extern const char aclcts_report_css[];
/* report.html's filter bar. */
extern const char aclcts_report_js[];
/* What compare.html adds to report.css. */
extern const char aclcts_compare_css[];
/* compare.html's filter bar. */
extern const char aclcts_compare_js[];

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_REPORT_ASSETS_H_ */
