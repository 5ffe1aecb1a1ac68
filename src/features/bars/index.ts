// The partner bars' hubs: their public face.
export { BarHubPage } from './hub-page';
export { BAR_HUBS, BAR_IDS, hubLinks, type BarHub, type BarId, type HubLink } from './hubs';
