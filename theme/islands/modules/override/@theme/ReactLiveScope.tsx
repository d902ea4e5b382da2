// Stand-in for the live code theme's scope: the names a live code block can use, React and its hooks.
import * as React from 'react';

const ReactLiveScope: Record<string, unknown> = { React, ...React };
export default ReactLiveScope;
