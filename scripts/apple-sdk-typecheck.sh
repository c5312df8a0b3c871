#!/usr/bin/env bash
# Type-checks every module an Apple app links against a real Apple SDK, for the package's
# deployment floor on the SDK's platform, with the package's own Swift settings (Swift 6 mode,
# the upcoming features of Package.swift, package access), and prints each module's errors and a
# one-line verdict: RefreshKit, RefreshKitHost, RefreshKitDisplayLink, RefreshKitUIKit,
# RefreshKitAppKit (each binding compiles to nothing on the other's platform), RefreshKitSwiftUI,
# RefreshKitTesting, then, as an app target builds them, the examples' view models
# (ExampleSupport, FeedExample), the SwiftUI example app (SwiftUIExample, at the floor with no
# availability check) and the README's "In an app" snippets. RefreshKitObjC also writes its
# Objective-C header (-emit-objc-header-path), against which clang compiles the Objective-C port
# of MJRefresh's example app (Examples/ObjCExample) and the guides' Objective-C lines, with the
# same SDK and floor (-fsyntax-only -fobjc-arc -fmodules -Wall -Wextra): any error or warning
# fails. Exits non-zero on any error.
#
#   scripts/apple-sdk-typecheck.sh                    # on a Mac: xcrun's iphoneos SDK
#   scripts/apple-sdk-typecheck.sh "$(xcrun --sdk macosx --show-sdk-path)"
#   scripts/apple-sdk-typecheck.sh /path/to/iPhoneOS16.5.sdk   # on Linux too
#   scripts/apple-sdk-typecheck.sh SDK --module RefreshKitUIKit --verbose
#   scripts/apple-sdk-typecheck.sh SDK --module RefreshKitObjC --objc-header /tmp/RK-Swift.h
#
# On Linux the Swift toolchain type-checks a Darwin SDK with three additions, made in a
# temporary folder (the SDK is only read): a resource folder without the toolchain's Linux module
# maps, the API notes Xcode's toolchain applies to Apple's Dispatch and os modules, and local
# copies of the frameworks whose interfaces a newer compiler refuses (SDK_FIXUPS in
# scripts/apple_sdk_typecheck.py). An SDK older than the toolchain also gets the type-check-only
# declarations of scripts/apple-sdk-overlay: the standard-library API that Xcode 16 and later make
# usable at every floor, the marks newer UIKit headers carry, and the iOS 17/18 SwiftUI API the
# SwiftUI binding uses, each copied from the iOS 18 SDK's interfaces and compiled only when the
# SDK lacks it (the script reads the SDK's module versions and passes TYPECHECK_SDK_* flags).
# None of it reaches the product. docs/integrating.md says what was checked where.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/apple_sdk_typecheck.py "$@"
