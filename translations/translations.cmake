# Translations of the command line's reports (psa_core's texts) and of the desktop application
# (psa_ui + app/gui), included from translations/CMakeLists.txt.
#
#   parallel-strategy-analyzer_en.ts     English (source language; numerus forms only)
#   parallel-strategy-analyzer_zh_CN.ts  Simplified Chinese
#
# lrelease runs on every build and the .qm files are embedded into psa_i18n as resources under
# :/i18n/ (so psa, the application, the tests and the installed package all find them without a path).
# To refresh the .ts files after changing strings:
#   cmake --build BUILD --target update_translations     # lupdate over core/, ui/ and app/gui/
#   python3 tools/translations.py unfinished             # what lupdate added; then `set` or Qt Linguist
#   python3 tools/translations.py check                  # finished, placeholders and mnemonics kept (CTest)
# The .ts files are the source of truth: nothing regenerates them from elsewhere.
# The core marks its texts with translate("Context", "text") and trf("Context", "pattern {}")(args)
# (core/i18n/i18n.h); -tr-function-alias makes lupdate read trf like translate.
set(PSA_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/parallel-strategy-analyzer_en.ts
    ${PROJECT_SOURCE_DIR}/translations/parallel-strategy-analyzer_zh_CN.ts)
file(GLOB_RECURSE PSA_TR_SOURCES CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/core/*.cpp ${PROJECT_SOURCE_DIR}/core/*.h
     ${PROJECT_SOURCE_DIR}/ui/*.cpp ${PROJECT_SOURCE_DIR}/ui/*.h ${PROJECT_SOURCE_DIR}/app/gui/*.cpp)
qt_add_translations(psa_i18n
    TS_FILES ${PSA_TS_FILES}
    SOURCES ${PSA_TR_SOURCES}
    RESOURCE_PREFIX /i18n
    # lupdate reads the headers to name the contexts (psa::ui::MainWindow): psa_ui's include paths.
    INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}/ui ${PROJECT_SOURCE_DIR}/core
    LUPDATE_OPTIONS -locations none -no-obsolete -tr-function-alias translate+=trf
    LRELEASE_OPTIONS -nounfinished)
