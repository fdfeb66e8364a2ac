# The site as one image; compose.yaml runs it as several identical instances.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY tools/media/package.json tools/media/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY tools/media/package.json tools/media/
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
COPY --from=build /app/dist ./dist
# Uploads live under DATA_DIR; compose mounts one volume there for every instance.
RUN mkdir -p /data && chown node:node /data
USER node
ENV DATA_DIR=/data
EXPOSE 8080
# What `npm run serve` runs, without npm in between, so SIGTERM reaches the server's graceful stop.
CMD ["node", "--import", "tsx", "server/main.ts"]
