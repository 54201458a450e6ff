/* The style sheet and scripts of the HTML reports. */
#ifndef ACLCTS_REPORT_ASSETS_H_
#define ACLCTS_REPORT_ASSETS_H_

#ifdef __cplusplus
extern "C" {
#endif

/* The style sheet of report.html, which compare.html shares. */
extern const char aclcts_report_css[];

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_REPORT_ASSETS_H_ */
