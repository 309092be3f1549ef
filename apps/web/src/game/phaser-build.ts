// The Phaser the game ships: `import Phaser from 'phaser'` resolves here in Vite builds
// (vite.config.ts), so the game chunk carries only the parts the scenes use instead of the whole
// framework (physics, tilemaps, sound, video, bitmap text, most game objects…). Phaser's own types
// still describe the namespace. A scene that needs another part adds it below: a `Factories`
// import registers its `this.add.*` method, a namespace entry makes `Phaser.X.Y` exist at run time.
import type PhaserTypes from 'phaser';
import 'phaser-src/polyfills/requestVideoFrame.js';
import CONST from 'phaser-src/const.js';
import BlendModes from 'phaser-src/renderer/BlendModes.js';
import Cameras2D from 'phaser-src/cameras/2d/index.js';
import Core from 'phaser-src/core/index.js';
import Data from 'phaser-src/data/index.js';
import Color from 'phaser-src/display/color/index.js';
import Events from 'phaser-src/events/index.js';
import Game from 'phaser-src/core/Game.js';
import GameObjectEvents from 'phaser-src/gameobjects/events/index.js';
import DisplayList from 'phaser-src/gameobjects/DisplayList.js';
import UpdateList from 'phaser-src/gameobjects/UpdateList.js';
import GameObjectFactory from 'phaser-src/gameobjects/GameObjectFactory.js';
import GameObjectCreator from 'phaser-src/gameobjects/GameObjectCreator.js';
import GameObject from 'phaser-src/gameobjects/GameObject.js';
import Container from 'phaser-src/gameobjects/container/Container.js';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics.js';
import Image from 'phaser-src/gameobjects/image/Image.js';
import Particles from 'phaser-src/gameobjects/particles/index.js';
import Arc from 'phaser-src/gameobjects/shape/arc/Arc.js';
import Ellipse from 'phaser-src/gameobjects/shape/ellipse/Ellipse.js';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle.js';
import Text from 'phaser-src/gameobjects/text/Text.js';
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import 'phaser-src/gameobjects/particles/ParticleEmitterFactory.js';
import 'phaser-src/gameobjects/shape/arc/ArcFactory.js';
import 'phaser-src/gameobjects/shape/ellipse/EllipseFactory.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import Circle from 'phaser-src/geom/circle/index.js';
import InputEvents from 'phaser-src/input/events/index.js';
import InputPlugin from 'phaser-src/input/InputPlugin.js';
import Pointer from 'phaser-src/input/Pointer.js';
import LoaderEvents from 'phaser-src/loader/events/index.js';
import LoaderPlugin from 'phaser-src/loader/LoaderPlugin.js';
import SVGFile from 'phaser-src/loader/filetypes/SVGFile.js';
import Clamp from 'phaser-src/math/Clamp.js';
import RandomDataGenerator from 'phaser-src/math/random-data-generator/RandomDataGenerator.js';
import Vector2 from 'phaser-src/math/Vector2.js';
import Renderer from 'phaser-src/renderer/index.js';
import Scale from 'phaser-src/scale/index.js';
import Scene from 'phaser-src/scene/Scene.js';
import Scenes from 'phaser-src/scene/index.js';
import Textures from 'phaser-src/textures/index.js';
import Time from 'phaser-src/time/index.js';
import Tweens from 'phaser-src/tweens/index.js';

const Phaser = {
  ...(CONST as object),
  BlendModes,
  Cameras: { Scene2D: Cameras2D },
  Core,
  Data,
  Display: { Color },
  Events,
  Game,
  GameObjects: {
    Events: GameObjectEvents,
    DisplayList,
    UpdateList,
    GameObjectFactory,
    GameObjectCreator,
    GameObject,
    Arc,
    Container,
    Ellipse,
    Graphics,
    Image,
    Particles,
    Rectangle,
    Text,
  },
  Geom: { Circle },
  Input: { Events: InputEvents, InputPlugin, Pointer },
  Loader: { Events: LoaderEvents, LoaderPlugin, FileTypes: { SVGFile } },
  Math: { Clamp, RandomDataGenerator, Vector2 },
  Renderer,
  Scale,
  Scene,
  Scenes,
  Textures,
  Time,
  Tweens,
};

export default Phaser as unknown as typeof PhaserTypes;
