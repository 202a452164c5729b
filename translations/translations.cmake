# Translations of the desktop application (psa_ui + app/gui), included from ui/CMakeLists.txt.
#
#   parallel-strategy-analyzer_en.ts     English (source language; numerus forms only)
#   parallel-strategy-analyzer_zh_CN.ts  Simplified Chinese
#
# lrelease runs on every build and the .qm files are embedded into psa_ui as resources under
# :/i18n/ (so the application, the tests and the installed package all find them without a path).
# To refresh the .ts files after changing strings:
#   cmake --build BUILD --target update_translations     # lupdate over ui/ and app/gui/
#   python3 tools/fill_translations.py                   # fills zh_CN from the reviewed dictionary
set(PSA_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/parallel-strategy-analyzer_en.ts
    ${PROJECT_SOURCE_DIR}/translations/parallel-strategy-analyzer_zh_CN.ts)
file(GLOB_RECURSE PSA_TR_SOURCES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/ui/*.cpp ${PROJECT_SOURCE_DIR}/ui/*.h ${PROJECT_SOURCE_DIR}/app/gui/*.cpp)
qt_add_translations(psa_ui
    TS_FILES ${PSA_TS_FILES}
    SOURCES ${PSA_TR_SOURCES}
    RESOURCE_PREFIX /i18n
    LUPDATE_OPTIONS -locations none -no-obsolete
    LRELEASE_OPTIONS -nounfinished)
