// An app's one import: `import Flick` brings every layer an app builds on. See Flick.docc
// for why an umbrella rather than a shared base module.
@_exported import ArgumentParser
@_exported import FlickAnimation
@_exported import FlickGestures
@_exported import FlickInput
@_exported import FlickRender
@_exported import FlickRuntime
@_exported import FlickScene
@_exported import FlickScroll
@_exported import FlickUI
